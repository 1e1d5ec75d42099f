import { NotFound } from '@staffdesk/kit';
import { useParams } from 'react-router';
import { ClientView } from '../components/ClientView';

/** `/old-bizdev/clients/:clientId`: the client's general page, read-only. */
export function Component() {
  const { clientId } = useParams();
  return clientId ? <ClientView id={clientId} legacy /> : <NotFound />;
}

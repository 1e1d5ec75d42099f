import { NotFound } from '@staffdesk/kit';
import { useParams } from 'react-router';
import { ClientView } from '../components/ClientView';

/** `/bizdev/clients/:clientId`: the client's general page. */
export function Component() {
  const { clientId } = useParams();
  return clientId ? <ClientView id={clientId} /> : <NotFound />;
}

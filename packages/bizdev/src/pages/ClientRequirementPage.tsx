import { NotFound } from '@staffdesk/kit';
import { useParams } from 'react-router';
import { ClientView } from '../components/ClientView';

/** `/bizdev/clients/:clientId/requirement`: the client's page on its requirements tab. */
export function Component() {
  const { clientId } = useParams();
  return clientId ? <ClientView id={clientId} tab="requirement" /> : <NotFound />;
}

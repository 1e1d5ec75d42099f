import { useParams } from 'react-router';
import { ClientView } from '../components/ClientView';
import { NotFound } from '../components/StatusPages';

/** `/bizdev/clients/:clientId`: the client's general page. */
export function Component() {
  const { clientId } = useParams();
  return clientId ? <ClientView id={clientId} /> : <NotFound />;
}

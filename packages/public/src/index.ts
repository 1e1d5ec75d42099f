export { publicLinkRoutes, signedOutRoutes } from './routes';

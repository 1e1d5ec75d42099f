export { publicCatalog } from './locales/catalog';
export { publicLinkRoutes, signedOutRoutes } from './routes';

export { signedOutRoutes } from './routes';

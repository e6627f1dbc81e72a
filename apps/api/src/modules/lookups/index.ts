export { lookupsRoutes } from './lookups.routes';

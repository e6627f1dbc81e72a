export { medicineRequestsRoutes } from './medicine-requests.routes';
export * as medicineRequestsTables from './medicine-requests.tables';

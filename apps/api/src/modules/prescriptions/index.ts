export { prescriptionsRoutes } from './prescriptions.routes';
export * as prescriptionsTables from './prescriptions.tables';
export { encodePrescriptionImages, savePrescriptionImages } from './prescriptions.images';

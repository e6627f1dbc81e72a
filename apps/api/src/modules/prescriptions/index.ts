export { prescriptionsRoutes } from './prescriptions.routes';
export * as prescriptionsTables from './prescriptions.tables';
export { encodePrescriptionImages, prescriptionFiles, savePrescriptionImages } from './prescriptions.images';

export { prescriptionsRoutes } from './prescriptions.routes';
export * as prescriptionsTables from './prescriptions.tables';
export { encodePrescriptionImages, prescriptionImageFiles, savePrescriptionImages } from './prescriptions.images';

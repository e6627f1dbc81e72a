export * as ePrescriptionsTables from './e-prescriptions.tables';
export { ePrescriptionsRoutes, type EPrescriptionsRoutesOptions } from './e-prescriptions.routes';
export { bookingsWithPrescription, latestPrescriptions, savePrescription } from './e-prescriptions.service';
export { renderPad, type PadFacts, type PadInput } from './e-prescriptions.pdf';

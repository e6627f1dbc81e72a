export * as providersTables from './providers.tables';
export { providersRoutes } from './providers.routes';
export {
  providerDocumentFiles,
  documentsOf,
  discardDocuments,
  identityFields,
  readProviderDocuments,
  replaceDocuments,
  type DocumentField,
  type PreparedDocument,
} from './providers.documents';
export {
  applicationFields,
  findApplication,
  joinStepRefusal,
  kindLabel,
  profileHead,
  ratingOf,
  requireApplication,
  runJoinStep,
  type ApplicationRow,
  type JoinStepInput,
} from './providers.service';
export { touchPresenceOf, type ProviderKindModule } from './providers.review.service';
export { joinStepRoute, joinUploadRoute, providerOf, uploadDoc } from './providers.http';
export { checkDistrictPlace, districtPlaceColumns, districtPlaceFields } from './providers.place';

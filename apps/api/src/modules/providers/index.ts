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
export {
  joinStepRoute,
  joinUploadRoute,
  PROVIDER_PROFILE_CONFIG,
  providerOf,
  publicListingRoute,
  refreshListingsAfterWrites,
  uploadDoc,
} from './providers.http';
export {
  bengaliMatches,
  bumpProviderListings,
  countColumn,
  countOf,
  keywordWhere,
  keywordWords,
  listedUser,
  listedUserColumns,
  listedWhere,
  listingPage,
  namedColumns,
  namedPlace,
  onlineWhere,
  placeWhere,
  providerListings,
  ratingAverage,
  ratingOrder,
  recordServed,
  textMatches,
  unlistedReason,
  type KeywordWord,
} from './providers.listing';
export { checkDistrictPlace, districtPlaceColumns, districtPlaceFields } from './providers.place';

export { lookupsRoutes } from './lookups.routes';
export * as lookupsTables from './lookups.tables';
export {
  listBangladeshDistricts,
  listCountriesWithChildren,
  listDistricts,
  listHospitals,
  listIndiaStates,
  listSpecialists,
  listStates,
} from './lookups.service';
export {
  countryExists,
  districtExists,
  existingSpecialistIds,
  hospitalInCountry,
  placeNames,
  stateInCountry,
  subDistrictInDistrict,
} from './lookups.references.service';

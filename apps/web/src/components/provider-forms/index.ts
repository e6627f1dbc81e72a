/**
 * Form pieces the provider side shares (DESIGN.md section 7): the join wizards (features/provider-join) and
 * the provider dashboards use them alike. Each is controlled (value, onChange, errors by wire name) so it
 * fits a wizard step and a dashboard Edit section. Their strings are in the `provider` translation part.
 */
export { FileDrop, PROVIDER_IMAGE_ACCEPT, type FileDropProps } from './file-drop';
export {
  LocationFields,
  blankLocation,
  isStateBased,
  locationBody,
  type LocationFieldsProps,
  type LocationValue,
} from './location-fields';
export {
  NursePackageDays,
  blankNurseDays,
  nurseDaysBody,
  type NurseDay,
  type NursePackageDaysProps,
} from './nurse-package-days';
export { experienceOptions, genderOptions, idOf, localName, titleOptions, type Option } from './options';
export {
  QualificationRows,
  blankQualification,
  type QualificationRow,
  type QualificationRowsProps,
} from './qualification-rows';
export {
  ServiceFeeFields,
  blankServiceFees,
  serviceFeesBody,
  type Amount,
  type ServiceFeeFieldsProps,
  type ServiceFees,
} from './service-fee-fields';
export { TimeRangeFields, toClock, type TimeRange, type TimeRangeFieldsProps } from './time-range-fields';
export { providerLookupsQueryOptions, useProviderLookups } from './use-provider-lookups';
export { WeekdayPicker, weekdayName, type WeekdayPickerProps } from './weekday-picker';

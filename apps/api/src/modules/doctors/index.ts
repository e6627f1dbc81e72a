import type { ProviderKindModule } from '../providers';
import { doctorProfile } from './doctors.profile';

export { doctorsRoutes } from './doctors.routes';
export { doctorsBookingRoutes } from './doctors.booking.routes';
export { doctorPadFacts } from './doctors.prescription-pad';
export { doctorsListingRoutes } from './doctors.listing.routes';
export { doctorDetail, homeDoctors, listDoctors, listVideoDoctors, popularVideoDoctors } from './doctors.listing';

export * as doctorsTables from './doctors.tables';

/** The doctor kind on the provider kernel. */
export const doctorKind: ProviderKindModule = { kind: 'doctor', profile: doctorProfile };

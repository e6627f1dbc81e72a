import type { ProviderKindModule } from '../providers';
import { doctorProfile } from './doctors.profile';

export { doctorsRoutes } from './doctors.routes';
export { doctorsBookingRoutes } from './doctors.booking.routes';
export * as doctorsTables from './doctors.tables';

/** The doctor kind on the provider kernel. */
export const doctorKind: ProviderKindModule = { kind: 'doctor', profile: doctorProfile };

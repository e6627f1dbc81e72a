import type { ProviderKindModule } from '../providers';
import { nurseProfile } from './nurses.service';

export { nursesRoutes } from './nurses.routes';
export { nursesBookingRoutes } from './nurses.booking.routes';
export { nurseIdImageFiles } from './nurses.booking-files';
export { nurseSlot } from './nurses.booking.service';
export { NURSE_PACKAGE_COLUMNS } from './nurses.service';
export { nursesListingRoutes } from './nurses.listing.routes';
export { homeNurses, listNurses, nurseDetail } from './nurses.listing';

export * as nursesTables from './nurses.tables';

/** The nurse kind on the provider kernel. */
export const nurseKind: ProviderKindModule = { kind: 'nurse', profile: nurseProfile };

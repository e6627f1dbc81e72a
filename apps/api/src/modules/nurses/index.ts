import type { ProviderKindModule } from '../providers';
import { nurseProfile } from './nurses.service';

export { nursesRoutes } from './nurses.routes';
export { nursesListingRoutes } from './nurses.listing.routes';
export { homeNurses, listNurses, nurseDetail } from './nurses.listing';

export * as nursesTables from './nurses.tables';

/** The nurse kind on the provider kernel. */
export const nurseKind: ProviderKindModule = { kind: 'nurse', profile: nurseProfile };

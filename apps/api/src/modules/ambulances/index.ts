import type { ProviderKindModule } from '../providers';
import { ambulanceProfile } from './ambulances.service';

export { ambulancesRoutes } from './ambulances.routes';
export { ambulancesBookingRoutes } from './ambulances.booking.routes';
export { ambulancesListingRoutes } from './ambulances.listing.routes';
export { ambulanceDetail, homeAmbulances, listAmbulances } from './ambulances.listing';

export * as ambulancesTables from './ambulances.tables';

/** The ambulance kind on the provider kernel. */
export const ambulanceKind: ProviderKindModule = { kind: 'ambulance', profile: ambulanceProfile };

import { ambulanceKind, homeAmbulances } from './modules/ambulances';
import type { HomeProviderSections } from './modules/catalog';
import { doctorKind, homeDoctors } from './modules/doctors';
import { homeNurses, nurseKind } from './modules/nurses';
import { providerListings, type ProviderKindModule } from './modules/providers';

/** The three kinds on the provider kernel (DESIGN.md 5c); the back office shows each one's profile. */
export const PROVIDER_KIND_MODULES: ProviderKindModule[] = [doctorKind, nurseKind, ambulanceKind];

/** The home page's people carousels (spec 1 "Home"), read with the provider listings' cache version. */
export const PROVIDER_HOME = {
  sections: {
    bdDoctors: (db) => homeDoctors(db, 'bd'),
    inDoctors: (db) => homeDoctors(db, 'in'),
    nurses: homeNurses,
    ambulances: homeAmbulances,
  } satisfies HomeProviderSections,
  version: () => providerListings.stamp,
};

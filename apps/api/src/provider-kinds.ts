import { ambulanceKind } from './modules/ambulances';
import { doctorKind } from './modules/doctors';
import { nurseKind } from './modules/nurses';
import type { ProviderKindModule } from './modules/providers';

/** The three kinds on the provider kernel (DESIGN.md 5c); the back office shows each one's profile. */
export const PROVIDER_KIND_MODULES: ProviderKindModule[] = [doctorKind, nurseKind, ambulanceKind];

import { JOIN_STEPS, type ProviderKind } from '@nirog/contracts';

/** The wizard's page of a step: `/join/doctor/step-2` (spec 3 section 2). */
export const joinStepPath = (kind: ProviderKind, step: number) => `/join/${kind}/step-${step}`;

/** Every wizard page, in order: the router's and WEB_ROUTES' `/join/...` entries. */
export const JOIN_PAGES = (Object.keys(JOIN_STEPS) as ProviderKind[]).flatMap((kind) =>
  Array.from({ length: JOIN_STEPS[kind] }, (_, i) => ({ kind, step: i + 1 })),
);

/** Translation keys of each step's title, in order. */
export const STEP_TITLES: Record<ProviderKind, string[]> = {
  doctor: ['professional', 'qualifications', 'availability', 'documents'],
  nurse: ['location', 'availability', 'documents'],
  ambulance: ['vehicle', 'documents'],
};

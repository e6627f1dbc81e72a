import { Navigate, type RouteObject } from 'react-router';
import type { JOIN_STEPS, ProviderKind } from '@nirog/contracts';
import { withTranslations } from '../../i18n';

// A type-checked copy of JOIN_STEPS, so the route table does not pull the contracts' zod schemas.
const STEPS: typeof JOIN_STEPS = { doctor: 4, nurse: 3, ambulance: 2 };

/**
 * The join wizards' pages (spec 3 section 2): /join/doctor/step-1 to step-4, /join/nurse/step-1 to step-3,
 * /join/ambulance/step-1 and step-2; one page module with the provider translations. A wizard's address without a
 * step (/join/doctor) goes to its step 1. Mounted behind the login-required guard.
 */
export const providerJoinRoutes: RouteObject[] = (Object.keys(STEPS) as ProviderKind[]).flatMap((kind) => [
  { path: `join/${kind}`, element: <Navigate to={`/join/${kind}/step-1`} replace /> },
  ...Array.from({ length: STEPS[kind] }, (_, i) => ({
    path: `join/${kind}/step-${i + 1}`,
    lazy: withTranslations('provider', async () => {
      const { JoinPage } = await import('./pages/join-page');
      return { Component: () => <JoinPage kind={kind} step={i + 1} /> };
    }),
  })),
]);

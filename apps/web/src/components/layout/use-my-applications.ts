import { useQuery } from '@tanstack/react-query';
import type { MyApplicationsResponse, ProviderKind } from '@nirog/contracts';
import { api } from '../../lib/api-client';
import { hasRole, ROLE } from '../../lib/roles';
import { selectIsLoggedIn, useSessionStore } from '../../stores/session';

const KIND_ROLE: Record<ProviderKind, number> = { doctor: ROLE.Doctor, nurse: ROLE.Nurse, ambulance: ROLE.Ambulance };

/** Cache key of the signed-in user's provider applications (the join wizard's last step refreshes it). */
export const myApplicationsKey = (userId: number | undefined) => ['provider-applications', 'mine', userId] as const;

/** `GET /api/provider-applications/mine`: the signed-in user's applications as doctor, nurse or ambulance. */
export function getMyApplications(signal?: AbortSignal) {
  return api.get<MyApplicationsResponse>('/api/provider-applications/mine', { signal });
}

/**
 * Links to the user's applications whose role has not come yet (draft, pending, rejected): a draft
 * goes back to its wizard, the others to the area that shows their state. Approval grants the role,
 * and the role's own link (`/sp/{kind}`) replaces this one.
 */
export function useApplicationLinks(): Array<{ label: string; to: string }> {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const user = useSessionStore((s) => s.user);
  const { data } = useQuery({
    queryKey: myApplicationsKey(user?.id),
    queryFn: ({ signal }) => getMyApplications(signal),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
    // Not worth a retry or an error: the header simply shows no link.
    retry: false,
  });
  if (!loggedIn || !data) return [];
  return data.applications
    .filter((application) => !hasRole(user, KIND_ROLE[application.kind]))
    .map((application) => ({
      label: `nav.myApplication.${application.kind}`,
      to: application.status === 'draft' ? `/join/${application.kind}/step-1` : `/sp/${application.kind}`,
    }));
}

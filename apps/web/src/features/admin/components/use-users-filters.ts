import { useMemo } from 'react';
import type { AdminUsersQuery, AdminUserStatus, RoleId } from '@nirog/contracts';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const STATUSES: readonly string[] = ['active', 'blocked', 'unverified'];
const ROLE_IDS: readonly string[] = ['1', '2', '3', '4', '5'];

/**
 * The users list filters live in the address (`?search=&role=&status=&page=`), so Back and a
 * shared link restore them. Changing a filter goes back to page 1.
 */
export function useUsersFilters() {
  const { params, update } = useListParams();
  const filters = useMemo<AdminUsersQuery>(() => {
    const role = params.get('role') ?? '';
    const status = params.get('status') ?? '';
    return {
      page: pageParam(params.get('page')),
      search: params.get('search')?.trim() || undefined,
      role: ROLE_IDS.includes(role) ? (Number(role) as RoleId) : undefined,
      status: STATUSES.includes(status) ? (status as AdminUserStatus) : undefined,
    };
  }, [params]);

  return { filters, update };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUsersQuery, AdminUserStatus, RoleId } from '@nirog/contracts';

const STATUSES: readonly string[] = ['active', 'blocked', 'unverified'];
const ROLE_IDS: readonly string[] = ['1', '2', '3', '4', '5'];

/**
 * The users list filters live in the address (`?search=&role=&status=&page=`), so Back and a
 * shared link restore them. Changing a filter goes back to page 1.
 */
export function useUsersFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AdminUsersQuery>(() => {
    const page = Number(params.get('page'));
    const role = params.get('role') ?? '';
    const status = params.get('status') ?? '';
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      search: params.get('search')?.trim() || undefined,
      role: ROLE_IDS.includes(role) ? (Number(role) as RoleId) : undefined,
      status: STATUSES.includes(status) ? (status as AdminUserStatus) : undefined,
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<Record<'search' | 'role' | 'status' | 'page', string | undefined>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        // Typing and filtering replace the entry; turning a page adds one.
        { replace: !('page' in changes) },
      );
    },
    [setParams],
  );

  return { filters, update };
}

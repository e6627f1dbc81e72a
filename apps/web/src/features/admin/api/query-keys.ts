import type { AdminUsersQuery } from '@nirog/contracts';

/** Every cache key of the back office, in one factory. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: AdminUsersQuery) => [...adminKeys.users(), 'list', filters] as const,
  user: (id: number) => [...adminKeys.users(), 'detail', id] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  auditLogPage: (page: number) => [...adminKeys.auditLog(), page] as const,
};

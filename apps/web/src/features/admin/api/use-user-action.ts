import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserActionResponse } from '@nirog/contracts';
import { adminKeys } from './query-keys';

/**
 * A write on one user: the answer carries the fresh detail, which replaces the cached one;
 * the lists are refetched (a block or a role change moves the user between filters), and so is the
 * audit log (every write adds an entry).
 */
export function useUserAction<TInput>(mutationFn: (input: TInput) => Promise<AdminUserActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminKeys.user(answer.user.id), answer.user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.users(), 'list'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}

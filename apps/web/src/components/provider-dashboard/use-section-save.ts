import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { errorMessage, firstFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';

/**
 * Saves one profile section: the answer's profile replaces the cached one and its message shows as a
 * toast (spec 3 section 8); a failure shows the server's message as a toast and its field errors
 * (first message each, by wire name) for the form.
 */
export function useSectionSave<TInput, TAnswer extends { message: string }>(
  queryKey: QueryKey,
  request: (input: TInput) => Promise<TAnswer>,
  cached: (answer: TAnswer) => unknown,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, cached(answer));
      notify('success', answer.message);
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const errors: Record<string, string> =
    mutation.error instanceof ApiError ? firstFieldErrors(mutation.error.errors) : {};
  return { ...mutation, errors };
}

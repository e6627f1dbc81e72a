import { useTranslation } from '../../../i18n';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

/**
 * Asks before deleting, then runs the delete: the server's message as a toast either way (a refusal,
 * e.g. a 422 while products still use the record, is shown as it comes).
 */
export function useDeleteAction() {
  const { t } = useTranslation();
  return (options: { title: string; body: string; run: () => Promise<{ message: string }> }) =>
    confirmAction(t, {
      title: options.title,
      body: options.body,
      confirm: t('adminCatalog.actions.delete'),
      danger: true,
      onConfirm: () => {
        options.run().then(
          (answer) => notify('success', answer.message),
          (error: unknown) => notify('error', errorMessage(error, t)),
        );
      },
    });
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { api } from '../../lib/api-client';
import { useFormatters } from '../../lib/use-formatters';
import { CancelButton } from '../ui/cancel-button';

/** `POST /api/auth/bookings/{id}/cancel`: the patient cancels an upcoming booking of any kind; `list` is read again. */
function useCancelBooking(list: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ status: 'success'; message: string }>(`/api/auth/bookings/${id}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: list }),
  });
}

/**
 * Cancel on a patient's booking card (doctor, consultation, nurse, ambulance), offered while the server says
 * the booking may still be cancelled (`can_cancel`); `explain` says what follows (a paid one is refunded).
 */
export function CancelBookingButton({
  bookingId,
  explain,
  list,
}: {
  bookingId: number;
  explain: string;
  /** The cache key of the list the booking is in. */
  list: QueryKey;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const cancel = useCancelBooking(list);
  const id = f.digits(bookingId);
  return (
    <CancelButton
      mutation={cancel}
      variables={bookingId}
      title={t('bookings.cancel.title', { id })}
      explain={explain}
      confirm={t('bookings.cancel.confirm')}
      label={t('bookings.cancel.label')}
      ariaLabel={t('bookings.cancel.labelFor', { id })}
    />
  );
}

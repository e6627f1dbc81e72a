import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { DoctorBooking } from '@nirog/contracts';
import { CompleteWhenDue } from '../../../components/booking-list/complete-when-due';
import { notifyFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useMakeCompleted, type DoctorListKind } from '../api/doctor-bookings';

/**
 * Completed, shown only on a Ready booking (spec 3 section 4) whose day has come (`can_complete`; before it, when
 * it can be); the screen then shows the item returned.
 */
export function CompleteButton({ kind, booking }: { kind: DoctorListKind; booking: DoctorBooking }) {
  const { t } = useTranslation();
  const complete = useMakeCompleted(kind, booking.id);
  return (
    <CompleteWhenDue booking={booking} day={booking.app_date}>
      <Button
        color="teal"
        leftSection={<IconCircleCheck size={18} aria-hidden />}
        loading={complete.isPending}
        onClick={() =>
          complete.mutate(undefined, {
            onSuccess: (answer) => notify('success', answer.message ?? t('doctorDay.status.Completed')),
            onError: (error) => notifyFailure(error, t('doctorDay.errors.load')),
          })
        }
      >
        {t('doctorDay.actions.completed')}
      </Button>
    </CompleteWhenDue>
  );
}

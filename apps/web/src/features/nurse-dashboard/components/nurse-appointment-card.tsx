import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { NurseBooking } from '@nirog/contracts';
import { instantOf } from '../../../components/booking-dates/booking-dates';
import { BookingCardFrame } from '../../../components/booking-list/booking-card-frame';
import { CompleteWhenDue } from '../../../components/booking-list/complete-when-due';
import { FactList, type FactItem } from '../../../components/data/fact-list';
import { IdPictures } from '../../../components/data/id-pictures';
import { StatusBadge } from '../../../components/data/status-badge';
import { AgreedPriceForm } from '../../../components/payments/agreed-price-form';
import { errorMessage, notifyFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { useAgreePrice, useCompleteAppointment } from '../api/nurse-appointments';

/**
 * One appointment of the nurse's list (spec 3 "Nurse area"): id, status, the patient, contact info (contact
 * no, country, district, sub district, location, purpose), date, the service humanised, the days (only for
 * a booking of several days), the patient's ID pictures, Completed on a Ready appointment from its day on, and the
 * agreed-price form while a booking of several days waits for its price.
 */
export function NurseAppointmentCard({ row }: { row: NurseBooking }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const complete = useCompleteAppointment(row.id);
  const agree = useAgreePrice(row.id);
  const number = f.digits(row.id);
  const headingId = `appointment-${row.id}`;
  const day = (date: string, time: string | null) =>
    time
      ? f.date(instantOf(date, time, 'Asia/Dhaka'))
      : f.date(instantOf(date, '12:00', 'Asia/Dhaka'), 'Do MMMM, YYYY');
  const contact: FactItem[] = [
    { label: t('careBookings.nurseDashboard.contactNo'), value: f.digits(row.phone_no) },
    { label: t('careBookings.nurseDashboard.country'), value: row.country },
    { label: t('careBookings.nurseDashboard.district'), value: row.district },
    { label: t('careBookings.nurseDashboard.subDistrict'), value: row.sub_district },
    { label: t('careBookings.nurseDashboard.location'), value: row.location },
    { label: t('careBookings.nurseDashboard.purpose'), value: row.purpose },
  ];
  const booking: FactItem[] = [
    {
      label: t('careBookings.nurseDashboard.date'),
      value: row.app_date ? day(row.app_date, row.app_time) : t('careBookings.lists.any'),
    },
    { label: t('careBookings.nurseDashboard.service'), value: t(`careBookings.packages.${row.nurse_service}`) },
    ...(row.more_day
      ? [
          {
            label: t('careBookings.nurseDashboard.days'),
            value: t('careBookings.lists.daysValue', { n: f.digits(row.more_day) }),
          },
        ]
      : []),
    {
      label: t('careBookings.nurseDashboard.fee'),
      value: row.payment_later ? t('careBookings.lists.paymentLater') : f.taka(row.total_amount),
    },
  ];
  return (
    <BookingCardFrame
      headingId={headingId}
      heading={t('careBookings.nurseDashboard.heading', { id: number })}
      who={{ name: row.user.name, avatar: row.user.avatar }}
      sub={row.user.email}
      badges={<StatusBadge tone={row.status_style}>{t(`bookings.status.${row.status}`)}</StatusBadge>}
    >
      <FactList facts={booking} cols={4} />
      <Text size="sm" fw={600}>
        {t('careBookings.nurseDashboard.contact')}
      </Text>
      <FactList facts={contact} cols={3} />
      {row.id_images.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('careBookings.nurseDashboard.idPictures')}
          </Text>
          <IdPictures images={row.id_images} label={(n) => t('careBookings.lists.idPicture', { n: f.digits(n) })} />
        </Stack>
      )}
      {row.payment_later && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-yellow-light)">
          <Stack gap="xs">
            <Text size="sm">{t('careBookings.nurseDashboard.priceWaiting', { n: f.digits(row.more_day ?? 2) })}</Text>
            <AgreedPriceForm
              label={t('careBookings.nurseDashboard.price')}
              saveLabel={t('careBookings.nurseDashboard.savePrice')}
              pending={agree.isPending}
              error={agree.error ? errorMessage(agree.error, t) : null}
              onSave={(price) => agree.mutate({ price }, { onSuccess: (answer) => notify('success', answer.message) })}
            />
          </Stack>
        </Paper>
      )}
      {row.status === 'Ready' && (
        <Group justify="flex-end">
          <CompleteWhenDue booking={row} day={row.app_date}>
            <Button
              color="teal"
              leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
              loading={complete.isPending}
              aria-label={t('careBookings.nurseDashboard.completeFor', { id: number })}
              onClick={() =>
                complete.mutate(undefined, {
                  onSuccess: (answer) => notify('success', answer.message),
                  onError: (error) => notifyFailure(error, t('careBookings.nurseDashboard.failed')),
                })
              }
            >
              {t('careBookings.nurseDashboard.complete')}
            </Button>
          </CompleteWhenDue>
        </Group>
      )}
    </BookingCardFrame>
  );
}

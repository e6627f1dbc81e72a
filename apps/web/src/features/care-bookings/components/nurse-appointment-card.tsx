import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { CARE_BOOKING_API, type MyNurseAppointment } from '@nirog/contracts';
import { BookingCardFrame } from '../../../components/booking-list/booking-card-frame';
import { CancelBookingButton } from '../../../components/booking-list/cancel-booking-button';
import { FactList, type FactItem } from '../../../components/data/fact-list';
import { IdPictures } from '../../../components/data/id-pictures';
import { StatusBadge } from '../../../components/data/status-badge';
import { PayNowButton } from '../../../components/payments/pay-now-button';
import { WriteReviewLink } from '../../../components/reviews/review-link';
import { paths } from '../../../lib/paths';
import { useFormatters } from '../../../lib/use-formatters';
import { careBookingsKeys } from '../api/care-bookings-api';
import { cut, dhakaDate, dhakaTime } from './care-format';
import { placeNames } from '../../../lib/local-name';

/**
 * One nurse appointment of the patient's list (spec 2 "Nurse appointment"): the nurse, status and payment,
 * the date ("Any" when none), the package's hours, the service, the days of a longer booking, the total
 * ("Payment not ready yet" while the price is being agreed), Pay now (never for payment_later), Cancel while
 * the server allows it, and Write a review once Completed.
 */
export function NurseAppointmentCard({ row }: { row: MyNurseAppointment }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const number = f.digits(row.id);
  const headingId = `nurse-booking-${row.id}`;
  const nursePlace = [row.nurse.location, ...placeNames([row.nurse.sub_district, row.nurse.district], f.language)]
    .filter(Boolean)
    .join(', ');
  const facts: FactItem[] = [
    {
      label: t('careBookings.lists.date'),
      value: row.app_date ? dhakaDate(f, row.app_date) : t('careBookings.lists.any'),
    },
    {
      label: t('careBookings.lists.service'),
      value:
        t(`careBookings.packages.${row.nurse_service}`) +
        (row.app_date && row.app_time && row.end_date && row.end_time
          ? `\n${t('careBookings.lists.time', {
              from: dhakaTime(f, row.app_date, row.app_time),
              to:
                row.end_date === row.app_date
                  ? dhakaTime(f, row.end_date, row.end_time)
                  : dhakaDate(f, row.end_date, row.end_time),
            })}`
          : ''),
    },
    ...(row.more_day
      ? [
          {
            label: t('careBookings.lists.days'),
            value: t('careBookings.lists.daysValue', { n: f.digits(row.more_day) }),
          },
        ]
      : []),
    {
      label: t('careBookings.lists.total'),
      value: row.payment_later ? t('careBookings.lists.paymentLater') : f.taka(row.total_amount),
    },
    { label: t('careBookings.lists.where'), value: cut(row.location) },
    { label: t('careBookings.lists.bookedOn'), value: f.date(row.created_at) },
  ];
  return (
    <BookingCardFrame
      headingId={headingId}
      heading={t('careBookings.lists.nurseHeading', { id: number })}
      who={{ name: row.nurse.name, avatar: row.nurse.avatar, to: paths.care.nurse(row.nurse.id) }}
      sub={
        <>
          {row.nurse.nurse_code} · {cut(nursePlace)}
        </>
      }
      badges={
        <Group gap={6}>
          <StatusBadge tone={row.status_style}>{t(`bookings.status.${row.status}`)}</StatusBadge>
          {!row.payment_later && (
            <StatusBadge tone={row.payment_status_style}>
              {t(`bookings.paymentStatus.${row.payment_status}`)}
            </StatusBadge>
          )}
        </Group>
      }
    >
      <FactList facts={facts} cols={3} />
      <IdPictures images={row.id_images} label={(n) => t('careBookings.lists.idPicture', { n: f.digits(n) })} />
      {row.status === 'Cancelled' && row.cancel_reason && (
        <Text size="sm" c="dimmed">
          {t('bookings.list.cancelReason', { reason: row.cancel_reason })}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {row.need_payment_crypt_id && !row.payment_later && (
          <PayNowButton
            paymentId={row.need_payment_crypt_id}
            aria-label={t('careBookings.lists.payNowFor', { id: number })}
          />
        )}
        {row.can_cancel && (
          <CancelBookingButton
            bookingId={row.id}
            explain={
              row.payment_status === 'Paid'
                ? t('careBookings.lists.cancelNursePaid')
                : t('careBookings.lists.cancelNurse')
            }
            list={careBookingsKeys.all}
          />
        )}
        {row.can_review && (
          <WriteReviewLink
            to={paths.addReview}
            state={{
              api_url: CARE_BOOKING_API.storeNurseReview(row.nurse_id, row.id),
              redirect_url: paths.profile.myNurseAppointment,
              service: 'NurseAppointment',
              subject: row.nurse.name,
            }}
            aria-label={t('careBookings.lists.reviewFor', { id: number })}
          >
            {t('bookings.list.review')}
          </WriteReviewLink>
        )}
      </Group>
    </BookingCardFrame>
  );
}

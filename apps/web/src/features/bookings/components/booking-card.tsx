import { Group, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { COUNTRY_ID, LISTING_API, type MyConsultancy, type MyDoctorAppointment } from '@nirog/contracts';
import { BookingCardFrame } from '../../../components/booking-list/booking-card-frame';
import { CancelBookingButton } from '../../../components/booking-list/cancel-booking-button';
import { FactList, type FactItem } from '../../../components/data/fact-list';
import { StatusBadge } from '../../../components/data/status-badge';
import { cutText, LOCATION_CUT } from '../../../components/listing/listing-constants';
import { PayNowButton } from '../../../components/payments/pay-now-button';
import { WriteReviewLink } from '../../../components/reviews/review-link';
import { paths } from '../../../lib/paths';
import { useFormatters } from '../../../lib/use-formatters';
import { instantOf } from '../../../components/booking-dates/booking-dates';
import { bookingsKeys } from '../api/keys';
import { BOOKING_LISTS, type DoctorBookingKind } from '../booking-services';
import { PrescriptionButton } from './prescription-button';
import { doctorName } from '../../../lib/doctor-title';

const isAppointment = (row: MyDoctorAppointment | MyConsultancy): row is MyDoctorAppointment => 'app_date' in row;

/** The doctor's public page for the kind of booking. */
function doctorPage(kind: DoctorBookingKind, doctor: MyDoctorAppointment['doctor']) {
  if (kind === 'video') return paths.care.videoDoctor(doctor.id);
  if (kind === 'audio') return paths.care.doctorView(doctor.id);
  return doctor.country_id === COUNTRY_ID.India ? paths.care.inDoctor(doctor.id) : paths.care.bdDoctor(doctor.id);
}

/** When an appointment is: Bangladesh time (spec 2 section 9 format), and the India time beside for India doctors. */
function appointmentFacts(row: MyDoctorAppointment, f: ReturnType<typeof useFormatters>, t: TFunction): FactItem[] {
  const bd = f.date(instantOf(row.bd_date, row.bd_time, 'Asia/Dhaka'));
  const india = row.time_zone !== 'Asia/Dhaka';
  return [
    {
      label: t('bookings.list.when'),
      value: india
        ? `${bd}\n${t('bookings.list.localTime', { time: f.date(instantOf(row.app_date, row.app_time, row.time_zone), 'hh:mm A', row.time_zone) })}`
        : bd,
    },
    {
      label: t('bookings.list.serial'),
      value: row.serial_no === null ? t('bookings.list.serialNotReady') : f.digits(row.serial_no),
    },
    {
      label: t('bookings.list.chamber'),
      value: cutText(
        [row.doctor.chamber_name, row.doctor.chamber_location].filter(Boolean).join(', '),
        LOCATION_CUT.bookingCard,
      ),
    },
  ];
}

/**
 * One booking of the patient's lists (spec 2 "Profile booking lists"), as a card at every width: the
 * doctor, booked on, status and payment badges in the server's styles, the appointment's date, time and
 * serial ("Not ready yet" until set), the total, and the actions the server allows: Pay now, Cancel,
 * Write a review, the prescription.
 */
export function BookingCard({ kind, row }: { kind: DoctorBookingKind; row: MyDoctorAppointment | MyConsultancy }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const number = f.digits(row.id);
  const name = doctorName(t, row.doctor);
  const headingId = `booking-${row.id}`;
  const facts: FactItem[] = [
    ...(isAppointment(row) ? appointmentFacts(row, f, t) : []),
    { label: t('bookings.list.total'), value: f.taka(row.total_amount) },
    { label: t('bookings.list.bookedOn'), value: f.date(row.created_at) },
  ];
  return (
    <BookingCardFrame
      headingId={headingId}
      heading={t(`bookings.list.heading.${kind}`, { id: number })}
      who={{
        name,
        avatar: row.doctor.avatar,
        to: doctorPage(kind, row.doctor),
        letter: row.doctor.name.charAt(0),
      }}
      sub={row.doctor.doc_id}
      badges={
        <Group gap={6}>
          <StatusBadge tone={row.status_style}>{t(`bookings.status.${row.status}`)}</StatusBadge>
          <StatusBadge tone={row.payment_status_style}>{t(`bookings.paymentStatus.${row.payment_status}`)}</StatusBadge>
        </Group>
      }
    >
      <FactList facts={facts} cols={3} />
      {row.status === 'Cancelled' && row.cancel_reason && (
        <Text size="sm" c="dimmed">
          {t('bookings.list.cancelReason', { reason: row.cancel_reason })}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {/* A cancelled consultation will have no prescription: nothing to promise. */}
        {!isAppointment(row) && row.status !== 'Cancelled' && (
          <PrescriptionButton bookingId={row.id} ready={row.prescription_is_ready} />
        )}
        {row.need_payment_crypt_id && (
          <PayNowButton
            paymentId={row.need_payment_crypt_id}
            aria-label={t('bookings.list.payNowFor', { id: number })}
          />
        )}
        {row.can_cancel && (
          <CancelBookingButton
            bookingId={row.id}
            explain={row.payment_status === 'Paid' ? t('bookings.cancel.explainPaid') : t('bookings.cancel.explain')}
            list={bookingsKeys.all}
          />
        )}
        {row.can_review && (
          <WriteReviewLink
            to={paths.doctorReview(row.id)}
            state={{
              api_url: LISTING_API.storeDoctorReview(kind, row.doctor_id, row.id),
              redirect_url: BOOKING_LISTS[kind].page,
              subject: name,
            }}
            aria-label={t('bookings.list.reviewFor', { id: number })}
          >
            {t('bookings.list.review')}
          </WriteReviewLink>
        )}
      </Group>
    </BookingCardFrame>
  );
}

import { Anchor, Avatar, Group } from '@mantine/core';
import { IconAmbulance } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { CARE_BOOKING_API, type MyAmbulanceBooking } from '@nirog/contracts';
import { BookingCardFrame } from '../../../components/booking-list/booking-card-frame';
import { CancelBookingButton } from '../../../components/booking-list/cancel-booking-button';
import { FactList, type FactItem } from '../../../components/data/fact-list';
import { StatusBadge } from '../../../components/data/status-badge';
import { WriteReviewLink } from '../../../components/reviews/review-link';
import { storageUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { useFormatters } from '../../../lib/use-formatters';
import { careBookingsKeys } from '../api/care-bookings-api';
import { cut } from './care-format';
import { placeNames } from '../../../lib/local-name';

/**
 * One ambulance booking of the patient's list (spec 2 "Ambulance booking"): the ambulance (photo, owner,
 * driver, contact, condition, place, rating), status, the journey (cut to 50 characters), Cancel while the
 * server allows it, and Write a review once Completed.
 */
export function AmbulanceBookingCard({ row }: { row: MyAmbulanceBooking }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const a = row.ambulance;
  const number = f.digits(row.id);
  const headingId = `ambulance-booking-${row.id}`;
  const facts: FactItem[] = [
    { label: t('careBookings.lists.from'), value: cut(row.start_location) },
    { label: t('careBookings.lists.to'), value: cut(row.end_location) },
    { label: t('careBookings.lists.bookedOn'), value: f.date(row.created_at) },
    { label: t('careBookings.lists.driver'), value: a.driver_name },
    { label: t('careBookings.lists.owner'), value: a.owner_name },
    {
      label: t('careBookings.lists.contact'),
      value: (
        <Anchor href={`tel:${a.contact_phone.replace(/[^+\d]/g, '')}`} size="sm">
          {f.digits(a.contact_phone)}
        </Anchor>
      ),
    },
    { label: t('careBookings.lists.condition'), value: a.condition },
    { label: t('careBookings.lists.startingArea'), value: cut(a.starting_area) },
  ];
  return (
    <BookingCardFrame
      headingId={headingId}
      heading={t('careBookings.lists.ambulanceHeading', { id: number })}
      who={{ name: a.user.name, avatar: a.photo, to: paths.care.ambulance(a.id) }}
      picture={
        <Avatar src={storageUrl(a.photo)} alt="" radius="md" size="lg" color="red">
          <IconAmbulance aria-hidden />
        </Avatar>
      }
      sub={
        <>
          {a.ambulance_code} · {placeNames([a.sub_district, a.district], f.language).join(', ')}
          {a.reviews_avg_rating !== null ? ` · ★ ${f.digits(a.reviews_avg_rating.toFixed(1))}` : ''}
        </>
      }
      badges={<StatusBadge tone={row.status_style}>{t(`bookings.status.${row.status}`)}</StatusBadge>}
    >
      <FactList facts={facts} cols={3} />
      {(row.can_cancel || row.can_review) && (
        <Group gap="xs" justify="flex-end">
          {row.can_cancel && (
            <CancelBookingButton
              bookingId={row.id}
              explain={t('careBookings.lists.cancelAmbulance')}
              list={careBookingsKeys.all}
            />
          )}
          {row.can_review && (
            <WriteReviewLink
              to={paths.addReview}
              state={{
                api_url: CARE_BOOKING_API.storeAmbulanceReview(row.ambulance_id, row.id),
                redirect_url: paths.profile.myAmbulanceBooking,
                service: 'AmbulanceBooking',
                subject: a.user.name,
              }}
              aria-label={t('careBookings.lists.reviewFor', { id: number })}
            >
              {t('bookings.list.review')}
            </WriteReviewLink>
          )}
        </Group>
      )}
    </BookingCardFrame>
  );
}

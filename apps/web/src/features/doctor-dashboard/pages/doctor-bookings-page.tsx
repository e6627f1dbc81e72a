import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n';
import { ListPage } from '../../../components/data/list-page';
import { useUnauthorizedRedirect } from '../../../components/provider-dashboard/use-profile-guard';
import { APP_TIME_ZONE } from '../../../lib/format';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useDoctorBookings, type DoctorListKind } from '../api/doctor-bookings';
import { DoctorBookingCard } from '../components/booking-card';
import { useBookingFormat } from '../components/booking-facts';
import { ListViewSwitch } from '../components/list-view-switch';

const SKELETONS = 5;

/**
 * /sp/doctor/appointment, /audio-consultancy, /video-consultancy (spec 3 "List screens"). The appointment
 * list opens on today's chamber list in serial order (`?date=` another day, `?all=1` every appointment);
 * the consultations list all, newest first.
 */
export function DoctorBookingsPage({ kind }: { kind: DoctorListKind }) {
  const { t } = useTranslation();
  const f = useBookingFormat();
  const { params, update } = useListParams();
  const title = t(`doctorDay.title.${kind}`);
  const today = dayjs().tz(APP_TIME_ZONE).format('YYYY-MM-DD');
  const date = kind === 'appointment' && !params.get('all') ? (params.get('date') ?? today) : undefined;
  const page = pageParam(params.get('page'));
  const query = useDoctorBookings(kind, { page, date });
  if (useUnauthorizedRedirect(query.error)) return null;
  return (
    <ListPage
      title={title}
      titleSize="h2"
      toolbar={
        kind === 'appointment' && (
          <ListViewSwitch
            date={date}
            today={today}
            onChange={(day) =>
              update(day ? { all: undefined, date: day === today ? undefined : day } : { all: '1', date: undefined })
            }
          />
        )
      }
      query={query}
      onPageChange={(next) => update({ page: String(next) })}
      skeletonRows={SKELETONS}
      empty={{
        title: date ? t('doctorDay.empty.day', { date: f.day(date) }) : t(`doctorDay.empty.${kind}`),
        text: date ? t('doctorDay.empty.dayText') : t('doctorDay.empty.text'),
      }}
      card={(booking) => <DoctorBookingCard kind={kind} booking={booking} />}
    />
  );
}

import { Alert, Badge, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PAYMENT_STATUS_STYLE, type DoctorBooking } from '@nirog/contracts';
import { useBookingTools } from '../../../components/booking-tools';
import { FactList } from '../../../components/data/fact-list';
import { InfoCard } from '../../../components/data/info-card';
import { QueryError } from '../../../components/data/query-error';
import { StatusBadge } from '../../../components/data/status-badge';
import { useUnauthorizedRedirect } from '../../../components/provider-dashboard/use-profile-guard';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDoctorBooking, webListPath, type DoctorListKind } from '../api/doctor-bookings';
import { BookedBy, BookingStatus, useBookingFormat } from '../components/booking-facts';
import { CompleteButton } from '../components/complete-button';
import { EditableFact } from '../components/editable-fact';
import { ScheduleForm } from '../components/schedule-form';
import { SerialForm } from '../components/serial-form';

const INDIA_SERVICES = ['medical_visa', 'guide', 'transport', 'hotel', 'diagnostic', 'sergery'] as const;
/** Calls and prescriptions belong to a paid booking, and stay open on a completed one (its call log, its prescription). */
const TOOLS_OPEN: DoctorBooking['status'][] = ['Ready', 'Completed'];

/**
 * /sp/doctor/{appointment|audio-consultancy|video-consultancy}/{id}/view (spec 3 "Detail screens"): the
 * header with Completed on a Ready item, who booked, the patient and the disease, the booking (serial and
 * schedule with their pencils in person, fee and payment), the India services, and the live-consultation
 * tools the app hands in (calls; the prescription for audio and video).
 */
export function DoctorBookingPage({ kind }: { kind: DoctorListKind }) {
  const f = useBookingFormat();
  const { t } = f;
  const id = Number(useParams().id);
  const passed = (useLocation().state as { booking?: DoctorBooking } | null)?.booking;
  const query = useDoctorBooking(kind, id, passed);
  const { Calls, Prescription } = useBookingTools();
  const title = t(`doctorDay.detailTitle.${kind}`, { id: f.digits(id) });
  usePageTitle(title);
  const forbidden = useUnauthorizedRedirect(query.error);
  if (forbidden) return null;
  const b = query.data;
  const back = (
    <Button
      component={Link}
      to={webListPath(kind)}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
      w="fit-content"
    >
      {t('doctorDay.actions.back')}
    </Button>
  );
  if (!b) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1} size="h2">
          {title}
        </Title>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton h={140} />
            <Skeleton h={220} />
          </Stack>
        )}
      </Stack>
    );
  }
  const reload = () => void query.refetch();
  const toolsOpen = TOOLS_OPEN.includes(b.status);
  const inPerson = kind === 'appointment';
  // A cancelled booking has nothing to call about; an unpaid one says when calls open.
  const callsShown = Calls !== undefined && b.status !== 'Cancelled';
  const changeable = inPerson && b.status !== 'Cancelled' && b.status !== 'Completed';

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          <BookingStatus booking={b} />
        </Group>
        <CompleteButton kind={kind} booking={b} />
      </Group>

      <Grid gap="md">
        {callsShown && (
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            <InfoCard title={t('doctorDay.consultation')}>
              {toolsOpen ? (
                <Calls booking={b} onChanged={reload} />
              ) : (
                <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
                  {t('doctorDay.tools.later')}
                </Alert>
              )}
            </InfoCard>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, lg: callsShown ? 8 : 12 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="md">
            <InfoCard title={t('doctorDay.booking')}>
              {inPerson && (
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <EditableFact
                      label={t('doctorDay.fields.serial')}
                      value={f.serial(b)}
                      editLabel={t('doctorDay.actions.editSerial')}
                      canEdit={changeable && b.app_date !== null}
                      form={(close) => <SerialForm booking={b} close={close} />}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8 }}>
                    <EditableFact
                      label={t('doctorDay.fields.schedule')}
                      value={f.schedule(b)}
                      editLabel={t('doctorDay.actions.editSchedule')}
                      canEdit={changeable}
                      form={(close) => <ScheduleForm booking={b} close={close} />}
                    />
                  </Grid.Col>
                </Grid>
              )}
              <FactList
                cols={3}
                facts={[
                  { label: t('doctorDay.fields.bookedOn'), value: f.bookedOn(b) },
                  { label: t('doctorDay.fields.fee'), value: f.fee(b.total_amount) },
                  {
                    label: t('doctorDay.fields.payment'),
                    value: (
                      <StatusBadge tone={PAYMENT_STATUS_STYLE[b.payment_status]}>
                        {t(`doctorDay.payment.${b.payment_status}`)}
                      </StatusBadge>
                    ),
                  },
                ]}
              />
            </InfoCard>
            <InfoCard title={t('doctorDay.bookedBy')}>
              <BookedBy user={b.user} />
            </InfoCard>
            <InfoCard title={t('doctorDay.patient')}>
              <FactList cols={3} facts={f.patient(b)} />
              <div>
                <Text size="xs" c="dimmed">
                  {t('doctorDay.fields.diseaseAbout')}
                </Text>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{b.disease_about}</Text>
              </div>
            </InfoCard>
            {b.india && (
              <InfoCard title={t('doctorDay.india.title')}>
                <div>
                  <Text size="xs" c="dimmed" mb={4}>
                    {t('doctorDay.india.asked')}
                  </Text>
                  <Group gap="xs">
                    {INDIA_SERVICES.filter((s) => b.india![s]).map((s) => (
                      <Badge key={s} variant="light" color="teal">
                        {t(`doctorDay.india.${s}`)}
                      </Badge>
                    ))}
                    {!INDIA_SERVICES.some((s) => b.india![s]) && <Text size="sm">{t('doctorDay.india.none')}</Text>}
                  </Group>
                </div>
                <FactList facts={[{ label: t('doctorDay.india.referral'), value: b.india.referral_code }]} />
              </InfoCard>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {Prescription && !inPerson && toolsOpen && <Prescription booking={b} onChanged={reload} />}
    </Stack>
  );
}

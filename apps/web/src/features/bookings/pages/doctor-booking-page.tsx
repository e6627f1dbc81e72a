import { useState } from 'react';
import { Anchor, Avatar, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { DoctorDetail } from '@nirog/contracts';
import { useDoctorDetail } from '../../../components/listing/use-doctor-detail';
import { freeSlotsKey, SlotPicker } from '../../../components/booking-dates/slot-picker';
import {
  BookingPageFrame,
  BookingUnavailable,
  useBookingProviderId,
} from '../../../components/booking-form/booking-page-frame';
import { PleaseWaitModal } from '../../../components/payments/please-wait-modal';
import { dhakaToday } from '../../../lib/format';
import { revealFirstError, showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { storageUrl } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { goToPayment } from '../../../lib/payment';
import { useSessionStore } from '../../../stores/session';
import { useBookDoctor } from '../api/book-doctor';
import { bookableDates } from '../../../components/booking-dates/booking-dates';
import { bodyOf, clientProblems, initialBookingValues, type BookingFormValues } from '../booking-form-values';
import { BOOKING_FORMS, BOOKING_LISTS, type DoctorBookingForm } from '../booking-services';
import { DateStrip } from '../../../components/booking-dates/date-strip';
import { FeeSummary } from '../components/fee-summary';
import { IndiaServices } from '../components/india-services';
import { PatientFields } from '../components/patient-fields';
import { ReferralField } from '../components/referral-field';
import { doctorName } from '../../../lib/doctor-title';

function DoctorHead({ doctor, form }: { doctor: DoctorDetail; form: DoctorBookingForm }) {
  const { t } = useTranslation();
  const spec = BOOKING_FORMS[form];
  const place = spec.slot ? [doctor.chamber_name, doctor.chamber_location].filter(Boolean).join(', ') : null;
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <Avatar src={storageUrl(doctor.user.avatar)} alt="" size={64} radius="xl" color="teal">
        {doctor.user.name.charAt(0)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t(`bookings.form.kind.${form}`)}
        </Text>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {doctorName(t, { title: doctor.title, name: doctor.user.name })}
        </Title>
        <Text size="sm">
          {[doctor.designation, doctor.hospital_name].filter(Boolean).join(', ')} · {doctor.doc_id}
        </Text>
        {place && (
          <Text size="sm" c="dimmed">
            {t('bookings.form.chamber', { place })}
          </Text>
        )}
        <Anchor component={Link} to={spec.profile(doctor.id)} size="sm">
          {t('bookings.form.viewProfile')}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** The form itself, once the doctor is known to offer the service. */
function BookingForm({ doctor, formKind }: { doctor: DoctorDetail; formKind: DoctorBookingForm }) {
  const { t } = useTranslation();
  const spec = BOOKING_FORMS[formKind];
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBookDoctor(spec.endpoint(doctor.id));
  const [applied, setApplied] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<BookingFormValues>({ initialValues: initialBookingValues(user) });
  const dates = spec.slot
    ? bookableDates(
        doctor.wdays.map((d) => d.id),
        spec.india,
        dhakaToday(),
      )
    : [];
  const fee = spec.fee(doctor);

  const submit = form.onSubmit((values) => {
    const problems = clientProblems(values, spec, applied);
    if (problems.length) {
      form.setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key)])));
      revealFirstError();
      return;
    }
    book.mutate(bodyOf(values, spec, applied), {
      onSuccess: (answer) => {
        if (answer.need_payment && answer.need_payment_id) {
          setLeaving(true);
          goToPayment(answer.need_payment_id);
          return;
        }
        notify('success', answer.message);
        void navigate(BOOKING_LISTS[spec.kind].page);
      },
      onError: (error) => {
        showFormError(form, error, t);
        if (spec.slot && values.app_date) {
          void queryClient.invalidateQueries({ queryKey: freeSlotsKey(doctor.id, values.app_date) });
        }
      },
    });
  }, revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate aria-label={t(`bookings.form.kind.${formKind}`)}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {spec.slot && (
              <Paper withBorder radius="md" p="md">
                <Stack gap="md">
                  <Title order={2} size="h5">
                    {t('bookings.form.when')}
                  </Title>
                  <DateStrip
                    dates={dates}
                    value={form.values.app_date}
                    error={form.errors.app_date}
                    onChange={(date) => {
                      form.setFieldValue('app_date', date);
                      form.setFieldValue('app_time', '');
                      form.clearFieldError('app_date');
                    }}
                  />
                  <SlotPicker
                    doctorId={doctor.id}
                    date={form.values.app_date}
                    value={form.values.app_time}
                    label={t('bookings.form.time')}
                    id="booking-time"
                    error={form.errors.app_time}
                    onChange={(time) => {
                      form.setFieldValue('app_time', time);
                      form.clearFieldError('app_time');
                    }}
                  />
                </Stack>
              </Paper>
            )}
            {spec.india && (
              <Paper withBorder radius="md" p="md">
                <Stack gap="md">
                  <IndiaServices
                    values={{
                      medical_visa: form.values.medical_visa,
                      guide: form.values.guide,
                      transport: form.values.transport,
                    }}
                    onToggle={(service, on) => form.setFieldValue(service, on)}
                  />
                  <ReferralField
                    value={form.values.referral_code}
                    applied={applied}
                    error={form.errors.referral_code}
                    onChange={(value) => {
                      form.setFieldValue('referral_code', value);
                      form.clearFieldError('referral_code');
                    }}
                    onApplied={(code) => {
                      setApplied(code);
                      form.setFieldValue('referral_code', code);
                    }}
                    onInvalid={(message) => {
                      setApplied(null);
                      form.setFieldValue('referral_code', '');
                      form.setFieldError('referral_code', message);
                    }}
                  />
                </Stack>
              </Paper>
            )}
            <Paper withBorder radius="md" p="md">
              <PatientFields form={form} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <FeeSummary {...fee} vat={doctor.vat} />
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={book.isPending}
              leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
            >
              {(fee.total ?? 0) > 0 ? t('bookings.form.submitPay') : t('bookings.form.submit')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      <PleaseWaitModal opened={leaving} />
    </form>
  );
}

/**
 * The booking forms (spec 2 "Booking forms", login required): /bd-doctor-appointment/doctor/{id}/now,
 * /in-doctor-appointment/doctor/{id}/now, /video-consultancy/doctor/{id}/now and
 * /audio-consultancy/doctor/{id}/now. A fee sends the patient to the payment page; a free booking is
 * confirmed and goes to the list.
 */
export function DoctorBookingPage({ form: formKind }: { form: DoctorBookingForm }) {
  const { t } = useTranslation();
  const spec = BOOKING_FORMS[formKind];
  const detail = useDoctorDetail(spec.detail, useBookingProviderId());
  return (
    <BookingPageFrame
      query={detail}
      provider={detail.data?.doctor}
      texts="bookings.form"
      kind={t(`bookings.form.kind.${formKind}`)}
      name={(doctor) => doctorName(t, { title: doctor.title, name: doctor.user.name })}
      skeletonHeights={[72, 240]}
    >
      {(doctor) => (
        <>
          <DoctorHead doctor={doctor} form={formKind} />
          {spec.offered(doctor) ? (
            <BookingForm doctor={doctor} formKind={formKind} />
          ) : (
            <BookingUnavailable title={t('bookings.form.notOffered')} advice={t('bookings.form.lookElsewhere')} />
          )}
        </>
      )}
    </BookingPageFrame>
  );
}

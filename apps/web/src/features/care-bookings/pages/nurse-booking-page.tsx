import { useState } from 'react';
import {
  Anchor,
  Avatar,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import {
  BOOKING_COUNTRY_ID,
  MORE_DAY_MAX,
  MORE_DAY_MIN,
  NURSE_PACKAGES,
  type NurseDetail,
  type NursePackage,
} from '@nirog/contracts';
import { bookableDates, weekdayIdOf } from '../../../components/booking-dates/booking-dates';
import { DateStrip } from '../../../components/booking-dates/date-strip';
import { BookingPageFrame, useBookingProviderId } from '../../../components/booking-form/booking-page-frame';
import { useNurseDetail } from '../../../components/listing/use-care-detail';
import { useDistricts } from '../../../components/listing/use-districts';
import { PleaseWaitModal } from '../../../components/payments/please-wait-modal';
import { FileDrop } from '../../../components/provider-forms/file-drop';
import { dhakaToday } from '../../../lib/format';
import { revealFirstError, showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { storageUrl } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { goToPayment } from '../../../lib/payment';
import { useFormatters } from '../../../lib/use-formatters';
import { useSessionStore } from '../../../stores/session';
import { useBookNurse } from '../api/care-bookings-api';
import { localName, placeNames } from '../../../lib/local-name';
import { useLanguageStore } from '../../../stores/language';

interface NurseFormValues {
  country_id: string;
  district_id: string;
  sub_district_id: string;
  location: string;
  phone_no: string;
  purpose: string;
  app_date: string | null;
  nurse_service: NursePackage | '';
  more: boolean;
  more_day: number | string;
  nid_passport_bs: File | null;
  nid_passport_bs2: File | null;
}

/** The packages of the nurse's weekday of a date, each with its fee (taka) or null when not offered. */
function packagesOn(nurse: NurseDetail, date: string | null) {
  const day = date ? nurse.wdays.find((d) => d.code === weekdayIdOf(date) - 1) : undefined;
  return NURSE_PACKAGES.map((pkg) => ({
    pkg,
    offered: Boolean(day && day.pivot[pkg] === 1),
    fee: day ? (day.pivot[`${pkg}_fee`] ?? null) : null,
  }));
}

function NurseHead({ nurse }: { nurse: NurseDetail }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <Avatar src={storageUrl(nurse.user.avatar)} alt="" size={64} radius="xl" color="teal">
        {nurse.user.name.charAt(0)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t('careBookings.nurseForm.kind')}
        </Text>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {nurse.user.name}
        </Title>
        <Text size="sm">
          {nurse.nurse_code} · {placeNames([nurse.sub_district, nurse.district], language).join(', ')}
        </Text>
        <Anchor component={Link} to={paths.care.nurse(nurse.id)} size="sm">
          {t('careBookings.nurseForm.viewProfile')}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** The form, once the nurse is known. */
function NurseBookingForm({ nurse }: { nurse: NurseDetail }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const districts = useDistricts();
  const [progress, setProgress] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const book = useBookNurse(nurse.id, setProgress);
  const form = useForm<NurseFormValues>({
    initialValues: {
      country_id: String(BOOKING_COUNTRY_ID),
      district_id: nurse.district ? String(nurse.district.id) : '',
      sub_district_id: '',
      location: '',
      phone_no: user?.phone ?? '',
      purpose: '',
      app_date: null,
      nurse_service: '',
      more: false,
      more_day: MORE_DAY_MIN,
      nid_passport_bs: null,
      nid_passport_bs2: null,
    },
  });
  const dates = bookableDates(
    nurse.wdays.map((d) => d.code + 1),
    false,
    dhakaToday(),
  );
  // Only the nurse's own district (spec 2: the district is limited to the nurse's).
  const district = districts.data?.district_lists.find((d) => d.id === nurse.district?.id);
  const packages = packagesOn(nurse, form.values.app_date);
  const chosen = packages.find((p) => p.pkg === form.values.nurse_service);
  const negotiable = form.values.more;
  const fee = negotiable ? null : (chosen?.fee ?? null);

  const submit = form.onSubmit((values) => {
    const problems: Record<string, string> = {};
    if (!values.app_date) problems.app_date = t('bookings.form.selectDate');
    if (!values.nurse_service) problems.nurse_service = t('careBookings.nurseForm.pickService');
    if (!values.nid_passport_bs) problems.nid_passport_bs = t('careBookings.nurseForm.idRequired');
    if (Object.keys(problems).length) {
      form.setErrors(problems);
      revealFirstError();
      return;
    }
    const body = new FormData();
    for (const key of ['country_id', 'district_id', 'sub_district_id', 'location', 'phone_no', 'purpose'] as const) {
      body.append(key, String(values[key]).trim());
    }
    body.append('app_date', values.app_date!);
    body.append('nurse_service', values.nurse_service);
    body.append('more_day', values.more ? String(values.more_day) : '');
    body.append('nid_passport_bs', values.nid_passport_bs!);
    if (values.nid_passport_bs2) body.append('nid_passport_bs2', values.nid_passport_bs2);
    setProgress(0);
    book.mutate(body, {
      onSuccess: (answer) => {
        if (answer.need_payment && answer.need_payment_id) {
          setLeaving(true);
          goToPayment(answer.need_payment_id);
          return;
        }
        notify('success', answer.message);
        void navigate(paths.profile.myNurseAppointment);
      },
      onError: (error) => {
        setProgress(null);
        showFormError(form, error, t);
      },
    });
  }, revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate aria-label={t('careBookings.nurseForm.kind')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Title order={2} size="h5">
                  {t('careBookings.nurseForm.when')}
                </Title>
                <DateStrip
                  dates={dates}
                  value={form.values.app_date}
                  error={form.errors.app_date}
                  emptyText={t('careBookings.nurseForm.noDates')}
                  onChange={(date) => {
                    form.setFieldValue('app_date', date);
                    form.clearFieldError('app_date');
                    const still = packagesOn(nurse, date).find((p) => p.pkg === form.values.nurse_service);
                    if (!still?.offered) form.setFieldValue('nurse_service', '');
                  }}
                />
                <Radio.Group
                  label={t('careBookings.nurseForm.service')}
                  description={form.values.app_date ? undefined : t('careBookings.nurseForm.pickDateFirst')}
                  required
                  {...form.getInputProps('nurse_service')}
                >
                  <Stack gap="xs" mt="xs">
                    {packages.map(({ pkg, offered, fee: packageFee }) => (
                      <Radio
                        key={pkg}
                        value={pkg}
                        disabled={!offered}
                        label={
                          <Group gap="xs" wrap="wrap">
                            <Text span size="sm">
                              {t(`careBookings.packages.${pkg}`)}
                            </Text>
                            <Text span size="sm" fw={600} c={offered ? undefined : 'dimmed'}>
                              {offered && packageFee !== null
                                ? f.taka(packageFee)
                                : form.values.app_date
                                  ? t('careBookings.nurseForm.notOfferedThatDay')
                                  : ''}
                            </Text>
                          </Group>
                        }
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                <Switch
                  label={t('careBookings.nurseForm.moreDay')}
                  description={t('careBookings.nurseForm.moreDayHint')}
                  {...form.getInputProps('more', { type: 'checkbox' })}
                />
                {form.values.more && (
                  <NumberInput
                    label={t('careBookings.nurseForm.days')}
                    required
                    min={MORE_DAY_MIN}
                    max={MORE_DAY_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    maw={200}
                    {...form.getInputProps('more_day')}
                  />
                )}
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t('careBookings.nurseForm.where')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <Select
                    label={t('careBookings.nurseForm.country')}
                    required
                    allowDeselect={false}
                    data={[{ value: String(BOOKING_COUNTRY_ID), label: t('bookings.patient.bangladesh') }]}
                    {...form.getInputProps('country_id')}
                  />
                  <Select
                    label={t('careBookings.nurseForm.district')}
                    required
                    allowDeselect={false}
                    data={
                      nurse.district
                        ? [{ value: String(nurse.district.id), label: localName(nurse.district, f.language) }]
                        : []
                    }
                    {...form.getInputProps('district_id')}
                  />
                  <Select
                    label={t('careBookings.nurseForm.subDistrict')}
                    required
                    searchable
                    data={(district?.sub_districts ?? []).map((s) => ({
                      value: String(s.id),
                      label: localName(s, f.language),
                    }))}
                    {...form.getInputProps('sub_district_id')}
                  />
                </SimpleGrid>
                <TextInput
                  label={t('careBookings.nurseForm.location')}
                  description={t('careBookings.nurseForm.locationHint')}
                  autoComplete="street-address"
                  required
                  maxLength={255}
                  {...form.getInputProps('location')}
                />
                <TextInput
                  type="tel"
                  inputMode="tel"
                  label={t('careBookings.nurseForm.phone')}
                  autoComplete="tel"
                  required
                  maxLength={24}
                  maw={320}
                  {...form.getInputProps('phone_no')}
                />
                <Textarea
                  label={t('careBookings.nurseForm.purpose')}
                  description={t('careBookings.nurseForm.purposeHint')}
                  required
                  rows={3}
                  maxLength={1000}
                  {...form.getInputProps('purpose')}
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <div>
                  <Title order={2} size="h5">
                    {t('careBookings.nurseForm.ids')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('careBookings.nurseForm.idsHint')}
                  </Text>
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {(['nid_passport_bs', 'nid_passport_bs2'] as const).map((field) => (
                    <FileDrop
                      key={field}
                      label={t(
                        field === 'nid_passport_bs'
                          ? 'careBookings.nurseForm.idFront'
                          : 'careBookings.nurseForm.idBack',
                      )}
                      required={field === 'nid_passport_bs'}
                      value={form.values[field]}
                      onChange={(file) => {
                        form.setFieldValue(field, file);
                        form.clearFieldError(field);
                      }}
                      error={form.errors[field]}
                      progress={book.isPending ? progress : null}
                      disabled={book.isPending}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <Paper withBorder radius="md" p="md">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('careBookings.nurseForm.total')}
                </Text>
                <Text fw={700} size="xl">
                  {negotiable ? t('careBookings.nurseForm.negotiable') : fee !== null ? f.taka(fee) : '—'}
                </Text>
                {chosen && (
                  <Text size="sm">
                    {t(`careBookings.packages.${chosen.pkg}`)}
                    {negotiable ? ` · ${t('careBookings.lists.daysValue', { n: f.digits(form.values.more_day) })}` : ''}
                  </Text>
                )}
              </Stack>
            </Paper>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={book.isPending}
              leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
            >
              {!negotiable && (fee ?? 0) > 0
                ? t('careBookings.nurseForm.submitPay')
                : t('careBookings.nurseForm.submit')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      <PleaseWaitModal opened={leaving} />
    </form>
  );
}

/**
 * /nurse-appointment/nurse/{id}/now (login required, spec 2 "Booking forms"): Bangladesh and the nurse's
 * district only, the phone filled from the account, dates on the nurse's weekdays, each package with its
 * fee that day, more than one day (fee agreed later), the ID pictures with previews and the upload's
 * progress. A fee goes to the payment page; otherwise to My nurse appointments.
 */
export function Component() {
  const { t } = useTranslation();
  const detail = useNurseDetail(useBookingProviderId());
  return (
    <BookingPageFrame
      query={detail}
      provider={detail.data?.nurse}
      texts="careBookings.nurseForm"
      kind={t('careBookings.nurseForm.kind')}
      name={(nurse) => nurse.user.name}
      skeletonHeights={[72, 320]}
    >
      {(nurse) => (
        <>
          <NurseHead nurse={nurse} />
          <NurseBookingForm nurse={nurse} />
        </>
      )}
    </BookingPageFrame>
  );
}

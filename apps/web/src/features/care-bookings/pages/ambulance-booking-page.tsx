import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAmbulance, IconPhoneCall } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AmbulanceBookingBody, AmbulanceDetail } from '@nirog/contracts';
import { BookingPageFrame, useBookingProviderId } from '../../../components/booking-form/booking-page-frame';
import { useAmbulanceDetail } from '../../../components/listing/use-care-detail';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { storageUrl } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useBookAmbulance } from '../api/care-bookings-api';
import { placeNames } from '../../../lib/local-name';
import { useLanguageStore } from '../../../stores/language';

function AmbulanceHead({ ambulance }: { ambulance: AmbulanceDetail }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <Avatar src={storageUrl(ambulance.photo)} alt="" size={72} radius="md" color="red">
        <IconAmbulance aria-hidden />
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t('careBookings.ambulanceForm.kind')}
        </Text>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {ambulance.user.name}
        </Title>
        <Text size="sm">
          {ambulance.ambulance_code} · {ambulance.condition} ·{' '}
          {placeNames([ambulance.sub_district, ambulance.district], language).join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('careBookings.ambulanceForm.driver', { name: ambulance.driver_name })}
        </Text>
        <Anchor component={Link} to={paths.care.ambulance(ambulance.id)} size="sm">
          {t('careBookings.ambulanceForm.viewProfile')}
        </Anchor>
      </Stack>
    </Group>
  );
}

function AmbulanceBookingForm({ ambulance }: { ambulance: AmbulanceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const book = useBookAmbulance(ambulance.id);
  const form = useForm<AmbulanceBookingBody>({ initialValues: { start_location: '', end_location: '' } });
  const submit = form.onSubmit(
    (values) =>
      book.mutate(
        { start_location: values.start_location.trim(), end_location: values.end_location.trim() },
        {
          onSuccess: (answer) => {
            notify('success', answer.message);
            void navigate(paths.profile.myAmbulanceBooking);
          },
          onError: (error) => showFormError(form, error, t),
        },
      ),
    revealInvalidFields,
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('careBookings.ambulanceForm.kind')}>
      <Paper withBorder radius="md" p="md" maw={720}>
        <Stack gap="md">
          <Title order={2} size="h5">
            {t('careBookings.ambulanceForm.journey')}
          </Title>
          <Textarea
            label={t('careBookings.ambulanceForm.start')}
            description={t('careBookings.ambulanceForm.startHint')}
            required
            autosize
            minRows={2}
            maxLength={255}
            {...form.getInputProps('start_location')}
          />
          <Textarea
            label={t('careBookings.ambulanceForm.end')}
            description={t('careBookings.ambulanceForm.endHint')}
            required
            autosize
            minRows={2}
            maxLength={255}
            {...form.getInputProps('end_location')}
          />
          <Alert color="teal" variant="light" icon={<IconPhoneCall aria-hidden />}>
            {t('careBookings.ambulanceForm.callNote')}
          </Alert>
          <Button
            type="submit"
            size="md"
            loading={book.isPending}
            leftSection={<IconAmbulance size={18} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('careBookings.ambulanceForm.submit')}
          </Button>
        </Stack>
      </Paper>
    </form>
  );
}

/**
 * /ambulance-booking/ambulance/{id}/now (login required): the journey's start and end; the booking is
 * Ready at once and the provider will call; then My ambulance bookings.
 */
export function Component() {
  const { t } = useTranslation();
  const detail = useAmbulanceDetail(useBookingProviderId());
  return (
    <BookingPageFrame
      query={detail}
      provider={detail.data?.ambulance}
      texts="careBookings.ambulanceForm"
      kind={t('careBookings.ambulanceForm.kind')}
      name={(ambulance) => ambulance.user.name}
      skeletonHeights={[80, 260]}
    >
      {(ambulance) => (
        <>
          <AmbulanceHead ambulance={ambulance} />
          <AmbulanceBookingForm ambulance={ambulance} />
        </>
      )}
    </BookingPageFrame>
  );
}

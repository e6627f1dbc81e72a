import { Alert, Button, Container, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { REVIEW_DETAIL_MAX, REVIEW_RATING_MAX } from '@nirog/contracts';
import { reviewStateOf, type ReviewNavigationState } from '../../../components/reviews/review-link';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStoreReview } from '../api/store-review';

/** The five labels of the stars (spec 2 "Review page"). */
export const RATING_LABELS = ['veryPoor', 'poor', 'neutral', 'satisfactory', 'delightful'] as const;

function ReviewForm({ target }: { target: ReviewNavigationState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useStoreReview(target.api_url);
  const form = useForm({
    initialValues: { rating: REVIEW_RATING_MAX, detail: '' },
    validate: { detail: (value) => (value.trim() ? null : t('bookings.review.detailRequired')) },
  });
  const label = (value: number) => t(`bookings.review.labels.${RATING_LABELS[value - 1]}`);
  const submit = form.onSubmit(
    (values) =>
      store.mutate(
        { rating: values.rating, detail: values.detail.trim(), ...(target.service ? { service: target.service } : {}) },
        {
          onSuccess: (answer) => {
            notify('success', answer.message);
            void navigate(target.redirect_url ?? paths.profile.root, { replace: true });
          },
          onError: (error) => showFormError(form, error, t),
        },
      ),
    revealInvalidFields,
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('bookings.review.title')}>
      <Stack gap="md">
        <Input.Wrapper label={t('bookings.review.rating')} id="review-rating" error={form.errors.rating}>
          <Group gap="sm" mt={4}>
            <Rating
              size="xl"
              count={REVIEW_RATING_MAX}
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value || 1)}
              getSymbolLabel={(value) => (value >= 1 ? label(value) : t('bookings.review.noStars'))}
              aria-labelledby="review-rating-label"
            />
            <Text fw={600} aria-live="polite">
              {label(form.values.rating)}
            </Text>
          </Group>
        </Input.Wrapper>
        <Textarea
          label={t('bookings.review.detail')}
          placeholder={t('bookings.review.detailPlaceholder')}
          required
          rows={4}
          maxLength={REVIEW_DETAIL_MAX}
          {...form.getInputProps('detail')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" component={Link} to={target.redirect_url ?? paths.profile.root}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={store.isPending}>
            {t('bookings.review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /add-review and /doctor/review/{id} (spec 2 "Review page", login required): opened from a booking list
 * with `api_url` and `redirect_url` in the navigation state; stars 1 to 5 (default 5) with their labels
 * and a required detail; afterwards back to the list. Nurse and ambulance lists open it the same way.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.review.title'));
  const target = reviewStateOf(useLocation().state);
  return (
    <Container size="sm" py="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              {t('bookings.review.title')}
            </Title>
            {target?.subject && <Text c="dimmed">{t('bookings.review.about', { subject: target.subject })}</Text>}
          </div>
          {target ? (
            <ReviewForm target={target} />
          ) : (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
              title={t('bookings.review.noTarget')}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('bookings.review.noTargetText')}</Text>
                <Button component={Link} to={paths.profile.myDoctorAppointment} variant="light" size="xs">
                  {t('bookings.review.toBookings')}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

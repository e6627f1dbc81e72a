import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ProviderKind } from '@nirog/contracts';
import { formatDate, localizeDigits } from '../../lib/format';
import { storageUrl } from '../../lib/media';
import { useLanguageStore } from '../../stores/language';
import { EmptyState } from '../data/empty-state';
import { PagedQueryView } from '../data/paged-query-view';
import { providerReviewsQueryOptions } from './provider-detail';
import { Stars } from './star-rating';

/** A provider's reviews, the page before kept on screen while the next loads. */
export function useProviderReviews(kind: ProviderKind, id: number, page: number) {
  return useQuery({ ...providerReviewsQueryOptions(kind, id, page), placeholderData: keepPreviousData });
}

/** The reviews under a profile: a paged list (name, date, stars and text), its loading, empty and error states. */
export function ReviewsSection({ kind, id }: { kind: ProviderKind; id: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const [page, setPage] = useState(1);
  const reviews = useProviderReviews(kind, id, page);
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('listings.reviews.title')}
      </Title>
      <PagedQueryView query={reviews} onPageChange={setPage} empty={<EmptyState title={t('listings.reviews.empty')} />}>
        {(items) => (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((review) => (
              <li key={review.id}>
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <Avatar src={storageUrl(review.user.avatar)} alt="" radius="xl" color="teal">
                    {Array.from(review.user.name)[0]}
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {review.user.name}
                    </Text>
                    <Group gap="xs">
                      <span
                        role="img"
                        aria-label={t('listings.reviews.stars', { n: localizeDigits(String(review.rating), language) })}
                      >
                        <Stars value={review.rating} size={14} />
                      </span>
                      <Text size="xs" c="dimmed" component="time" dateTime={review.created_at}>
                        {formatDate(review.created_at, language)}
                      </Text>
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {review.detail}
                    </Text>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </Paper>
  );
}

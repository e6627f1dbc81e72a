import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { localizeDigits } from '../../lib/digits';
import { useLanguageStore } from '../../stores/language';

/** Ratings are out of 5 stars; the average shows with one decimal (spec 2 section 9). */
export const RATING_STARS = 5;

/** An average rating as text: one decimal (4.0, ৪.৩ in Bengali). */
export function ratingText(average: number, language: 'en' | 'bn'): string {
  return localizeDigits(average.toFixed(1), language);
}

/** The stars of a rating: full, half (from .25 to .75) and empty; decorative, the text says the value. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <Group gap={1} wrap="nowrap" aria-hidden c="yellow.7">
      {Array.from({ length: RATING_STARS }, (_, i) => {
        const left = value - i;
        if (left >= 0.75) return <IconStarFilled key={i} size={size} />;
        if (left >= 0.25) return <IconStarHalfFilled key={i} size={size} />;
        return <IconStar key={i} size={size} />;
      })}
    </Group>
  );
}

/** Star average with one decimal and the number of reviews ("No reviews yet" before the first). */
export function StarRating({ average, count, size = 16 }: { average: number | null; count: number; size?: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const value = count > 0 && average !== null ? average : 0;
  const label =
    count > 0
      ? t('careCard.rating', {
          average: ratingText(value, language),
          count,
          n: localizeDigits(String(count), language),
        })
      : t('careCard.noReviews');
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Stars value={value} size={size} />
      <Text size="sm" c="dimmed" aria-hidden>
        {count > 0 ? `${ratingText(value, language)} (${localizeDigits(String(count), language)})` : label}
      </Text>
    </Group>
  );
}

import { useState } from 'react';
import { Button, Chip, Input, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useFormatters } from '../../lib/use-formatters';
import { instantOf } from './booking-dates';
import { CHOICE_CHIP } from './choice-chip';

/** Dates shown before "More dates": about two weeks of a doctor's days. */
const FIRST_DATES = 12;

/**
 * The booking date: only the dates the doctor can be booked on (their weekdays inside the window), as
 * one choice each, so a day off or a date outside the window cannot be picked. The nearest ones first;
 * the rest of the window behind "More dates".
 */
export function DateStrip({
  dates,
  value,
  onChange,
  error,
  emptyText,
}: {
  dates: string[];
  /** Said when no date can be booked (the doctor's wording by default). */
  emptyText?: string;
  value: string | null;
  onChange: (date: string) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [all, setAll] = useState(false);
  const chosenLater = value !== null && dates.indexOf(value) >= FIRST_DATES;
  const shown = all || chosenLater ? dates : dates.slice(0, FIRST_DATES);
  if (dates.length === 0) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {emptyText ?? t('bookings.form.noDates')}
      </Text>
    );
  }
  return (
    <Input.Wrapper label={t('bookings.form.date')} required error={error} id="booking-date">
      <Chip.Group multiple={false} value={value ?? ''} onChange={(date) => onChange(date as string)}>
        <SimpleGrid
          cols={{ base: 3, xs: 4, sm: 6 }}
          spacing={6}
          verticalSpacing={6}
          mt={6}
          role="radiogroup"
          aria-labelledby="booking-date-label"
          aria-describedby={error ? 'booking-date-error' : undefined}
        >
          {shown.map((date) => (
            <Chip
              key={date}
              value={date}
              {...CHOICE_CHIP}
              aria-label={f.date(instantOf(date, '12:00', 'Asia/Dhaka'), 'dddd, D MMMM YYYY')}
            >
              <Text span size="sm" ta="center" lh={1.3}>
                {f.date(instantOf(date, '12:00', 'Asia/Dhaka'), 'ddd')}
                <br />
                {f.date(instantOf(date, '12:00', 'Asia/Dhaka'), 'D MMM')}
              </Text>
            </Chip>
          ))}
        </SimpleGrid>
      </Chip.Group>
      {shown.length < dates.length && (
        <Button variant="subtle" size="xs" mt={6} onClick={() => setAll(true)}>
          {t('bookings.form.moreDates', { n: f.digits(dates.length - shown.length) })}
        </Button>
      )}
    </Input.Wrapper>
  );
}

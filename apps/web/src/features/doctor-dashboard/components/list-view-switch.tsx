import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n';
import { useBookingFormat } from './booking-facts';

export const shiftDay = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/**
 * The appointment list's views: one day's chamber list by serial (today first, a day back or ahead with
 * the arrows) or all appointments.
 */
export function ListViewSwitch({
  date,
  today,
  onChange,
}: {
  /** The day shown, or undefined for All. */
  date: string | undefined;
  today: string;
  onChange: (date: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const f = useBookingFormat();
  return (
    <Group justify="space-between" gap="sm">
      <SegmentedControl
        aria-label={t('doctorDay.view.label')}
        value={date ? 'day' : 'all'}
        onChange={(value) => onChange(value === 'day' ? today : undefined)}
        data={[
          { value: 'day', label: t('doctorDay.view.day') },
          { value: 'all', label: t('doctorDay.view.all') },
        ]}
      />
      {date && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('doctorDay.view.previousDay')}
            onClick={() => onChange(shiftDay(date, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} size="sm" px={4} ta="center" aria-live="polite">
            {date === today ? `${t('doctorDay.view.today')}, ${f.day(date)}` : f.day(date)}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('doctorDay.view.nextDay')}
            onClick={() => onChange(shiftDay(date, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          {date !== today && (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(today)}>
              {t('doctorDay.view.today')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

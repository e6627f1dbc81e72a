import type { ReactNode } from 'react';
import { Chip, Input, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import type { FreeSlotsResponse } from '@nirog/contracts';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { useFormatters } from '../../lib/use-formatters';
import { instantOf } from './booking-dates';
import { CHOICE_CHIP } from './choice-chip';

/** Every cache key of the free-slots call (the booking form reads it again after a taken slot). */
export const freeSlotsKey = (doctorId: number | undefined, date: string | null) =>
  ['free-slots', doctorId, date] as const;

/**
 * `GET /api/doctor-appointment/{id}/free-slots?date=` (public): the day's slots, each free or taken. Read
 * again on every visit of the day (others book meanwhile).
 */
function useFreeSlots(doctorId: number | undefined, date: string | null) {
  return useQuery({
    queryKey: freeSlotsKey(doctorId, date),
    queryFn: ({ signal }) =>
      api.get<FreeSlotsResponse>(`/api/doctor-appointment/${doctorId}/free-slots`, { query: { date }, signal }),
    enabled: doctorId !== undefined && date !== null,
    staleTime: 0,
  });
}

/**
 * The slots of a doctor's chosen day (the public free-slots call), for the patient's booking form and the
 * doctor's reschedule: taken and past ones shown disabled. India doctors' slots are India time, with the
 * Bangladesh time beside.
 */
export function SlotPicker({
  doctorId,
  date,
  value,
  onChange,
  label,
  id,
  error,
}: {
  doctorId: number | undefined;
  /** The chosen day (YYYY-MM-DD), null while none is chosen. */
  date: string | null;
  value: string | null;
  onChange: (time: string) => void;
  label: string;
  /** The field's id, unique on the page. */
  id: string;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const slots = useFreeSlots(doctorId, date);
  let body: ReactNode;
  if (!date)
    body = (
      <Text size="sm" c="dimmed">
        {t('bookings.form.pickDateFirst')}
      </Text>
    );
  else if (slots.isPending) body = <Skeleton h={36} radius="md" mt={6} />;
  else if (slots.isError)
    body = (
      <Text size="sm" c="red.8">
        {errorMessage(slots.error, t)}
      </Text>
    );
  else if (!slots.data.bookable_day || slots.data.slots.every((s) => !s.available))
    body = (
      <Text size="sm" c="red.8" role="status">
        {t('bookings.form.noSlots')}
      </Text>
    );
  else {
    const zone = slots.data.time_zone;
    const india = zone !== 'Asia/Dhaka';
    const clock = (time: string, z: string) => f.date(instantOf(date, time, z), 'hh:mm A', z);
    body = (
      <>
        {india && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('bookings.form.indiaTimeNote')}
          </Text>
        )}
        <Chip.Group multiple={false} value={value} onChange={(time) => onChange(time as string)}>
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4 }}
            spacing={6}
            verticalSpacing={6}
            mt={6}
            role="radiogroup"
            aria-labelledby={`${id}-label`}
          >
            {slots.data.slots.map((slot) => {
              const bd = t('bookings.form.bdTime', { time: clock(slot.bd_time, 'Asia/Dhaka') });
              const label = india ? `${clock(slot.app_time, zone)} (${bd})` : clock(slot.app_time, zone);
              return (
                <Chip
                  key={slot.app_time}
                  value={slot.app_time}
                  disabled={!slot.available}
                  {...CHOICE_CHIP}
                  aria-label={slot.available ? label : t('bookings.form.slotTaken', { time: label })}
                >
                  <Text span size="sm" ta="center" lh={1.3} td={slot.available ? undefined : 'line-through'}>
                    {india ? (
                      <>
                        {clock(slot.app_time, zone)}
                        <br />
                        <Text span size="xs">
                          {bd}
                        </Text>
                      </>
                    ) : (
                      label
                    )}
                  </Text>
                </Chip>
              );
            })}
          </SimpleGrid>
        </Chip.Group>
      </>
    );
  }
  return (
    <Input.Wrapper label={label} required error={error} id={id}>
      {body}
    </Input.Wrapper>
  );
}

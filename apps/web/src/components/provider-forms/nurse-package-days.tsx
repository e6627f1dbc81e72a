import type { ReactNode } from 'react';
import { NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { NURSE_PACKAGES, PROVIDER_FEE_MAX, WEEKDAYS, type NursePackage } from '@nirog/contracts';
import { useLanguageStore } from '../../stores/language';
import type { Amount } from './service-fee-fields';
import { weekdayName } from './weekday-picker';

/** One weekday of a nurse: on or off, and each package with its fee. */
export type NurseDay = { day: boolean; day_id: number } & Record<NursePackage, boolean> &
  Record<`${NursePackage}_fee`, Amount>;

function offDay(dayId: number): NurseDay {
  const day = { day: false, day_id: dayId } as NurseDay;
  for (const pkg of NURSE_PACKAGES) {
    day[pkg] = false;
    day[`${pkg}_fee`] = '';
  }
  return day;
}

/** Seven days off, Sunday first (day_id 1-7). */
export const blankNurseDays = (): NurseDay[] => WEEKDAYS.map((d) => offDay(d.id));

/** The wire entries: flags as booleans, empty fees left out (the server then asks for them). */
export function nurseDaysBody(days: NurseDay[]) {
  return days.map((day) => {
    const out: Record<string, boolean | number | undefined> = { day: day.day, day_id: day.day_id };
    for (const pkg of NURSE_PACKAGES) {
      out[pkg] = day.day && day[pkg];
      const fee = day[`${pkg}_fee`];
      out[`${pkg}_fee`] = day.day && day[pkg] && fee !== '' ? Number(fee) : undefined;
    }
    return out;
  });
}

export interface NursePackageDaysProps {
  /** Seven entries, Sunday first. */
  value: NurseDay[];
  onChange: (days: NurseDay[]) => void;
  /** Errors by wire key: `availabe_days` (no day on) and `availabe_days.N.one_call_fee` ... (N = 0-6). */
  errors?: Record<string, ReactNode>;
  name?: string;
}

/**
 * A nurse's week (spec 3 section 4, "Nurse availability"): each weekday a toggle; turning a day off clears its
 * packages; each package of a day on is a toggle whose fee field appears only when it is on.
 */
export function NursePackageDays({ value, onChange, errors = {}, name = 'availabe_days' }: NursePackageDaysProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const setDay = (index: number, next: NurseDay) => onChange(value.map((d, i) => (i === index ? next : d)));

  return (
    <Stack gap="sm">
      {errors[name] && (
        <Text size="sm" c="red" role="alert">
          {errors[name]}
        </Text>
      )}
      {value.map((day, index) => {
        const weekday = WEEKDAYS.find((w) => w.id === day.day_id) ?? WEEKDAYS[index];
        const dayName = weekdayName(weekday, language);
        return (
          <Paper key={day.day_id} withBorder radius="md" p="sm">
            <Switch
              size="md"
              fw={600}
              label={dayName}
              checked={day.day}
              onChange={(event) =>
                setDay(index, event.currentTarget.checked ? { ...day, day: true } : offDay(day.day_id))
              }
            />
            {day.day && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="sm">
                {NURSE_PACKAGES.map((pkg) => {
                  const feeKey = `${pkg}_fee` as const;
                  const packageName = t(`providerForms.nursePackages.${pkg}`);
                  return (
                    <Stack key={pkg} gap={6}>
                      <Switch
                        label={packageName}
                        aria-label={t('providerForms.nursePackages.toggle', { package: packageName, day: dayName })}
                        checked={day[pkg]}
                        onChange={(event) =>
                          setDay(index, {
                            ...day,
                            [pkg]: event.currentTarget.checked,
                            ...(event.currentTarget.checked ? {} : { [feeKey]: '' }),
                          })
                        }
                      />
                      {day[pkg] && (
                        <NumberInput
                          label={t('providerForms.nursePackages.fee', { package: packageName })}
                          aria-label={t('providerForms.nursePackages.feeFor', { package: packageName, day: dayName })}
                          required
                          min={0}
                          max={PROVIDER_FEE_MAX}
                          allowNegative={false}
                          decimalScale={2}
                          leftSection={t('providerForms.services.tk')}
                          leftSectionWidth={40}
                          value={day[feeKey]}
                          onChange={(next) => setDay(index, { ...day, [feeKey]: next })}
                          error={errors[`${name}.${index}.${feeKey}`]}
                        />
                      )}
                    </Stack>
                  );
                })}
              </SimpleGrid>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

import { Anchor, Loader, MultiSelect, NativeSelect } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { District, Hospital, Specialist, State } from '@nirog/contracts';
import { PROVIDER_GENDERS } from '@nirog/contracts/constants';
import { type FilterLookup, type LookupStatus, useFilterChoices } from './filter-lookup';
import { useCareFormat } from './use-care-format';

type SetFilters = (changes: Record<string, string | undefined>) => void;

/**
 * A select over a reference list says while the list loads (a spinner where its arrow is) and when it could not be
 * fetched (with a link to ask again): otherwise it opens empty, which reads as "nothing to choose".
 */
function useLookupField(status: LookupStatus | undefined) {
  const f = useCareFormat();
  if (!status) return {};
  return {
    rightSection: status.loading ? <Loader size="xs" aria-label={f.t('listings.filters.loading')} /> : undefined,
    'aria-busy': status.loading || undefined,
    error: status.failed ? (
      <>
        {f.t('listings.filters.loadFailed')}{' '}
        <Anchor component="button" type="button" size="xs" onClick={status.retry}>
          {f.t('common.retry')}
        </Anchor>
      </>
    ) : undefined,
  };
}

/** The specialities to filter by (several at once). */
export function SpecialistFilter<R, K extends QueryKey>({
  lookup,
  value,
  onChange,
}: {
  lookup: FilterLookup<R, Specialist, K>;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const f = useCareFormat();
  const { choices: specialists, status } = useFilterChoices(lookup, value.length > 0);
  const field = useLookupField(status);
  return (
    <MultiSelect
      {...field}
      label={f.t('listings.filters.specialists')}
      placeholder={value.length ? undefined : f.t('listings.filters.any')}
      data={specialists.map((s) => ({ value: String(s.id), label: f.title(s) }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={f.t('listings.filters.nothingFound')}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/**
 * District, then one of its sub-districts: `district_and_subDistrict` says which of the two `district` holds
 * (spec 2 section 7).
 */
export function PlaceFilter<R, K extends QueryKey>({
  lookup,
  level,
  value,
  onChange,
}: {
  lookup: FilterLookup<R, District, K>;
  level: string | undefined;
  value: string | undefined;
  onChange: SetFilters;
}) {
  const f = useCareFormat();
  const { choices: districts, status } = useFilterChoices(lookup, Boolean(value));
  const field = useLookupField(status);
  const id = Number(value);
  const sub = level === 'sub' ? districts.flatMap((d) => d.sub_districts).find((s) => s.id === id) : undefined;
  const districtId = sub ? sub.district_id : level !== 'sub' && value ? id : undefined;
  const district = districts.find((d) => d.id === districtId);
  return (
    <>
      <NativeSelect
        {...field}
        label={f.t('listings.filters.district')}
        data={[
          { value: '', label: f.t('listings.filters.allDistricts') },
          ...districts.map((d) => ({ value: String(d.id), label: f.name(d) })),
        ]}
        value={district ? String(district.id) : ''}
        onChange={(e) =>
          onChange({
            district_and_subDistrict: e.currentTarget.value ? 'district' : undefined,
            district: e.currentTarget.value || undefined,
          })
        }
      />
      <NativeSelect
        label={f.t('listings.filters.subDistrict')}
        disabled={!district}
        data={[
          { value: '', label: f.t('listings.filters.allSubDistricts') },
          ...(district?.sub_districts ?? []).map((s) => ({ value: String(s.id), label: f.name(s) })),
        ]}
        value={sub ? String(sub.id) : ''}
        onChange={(e) =>
          onChange(
            e.currentTarget.value
              ? { district_and_subDistrict: 'sub', district: e.currentTarget.value }
              : { district_and_subDistrict: 'district', district: district ? String(district.id) : undefined },
          )
        }
      />
    </>
  );
}

/** One choice of a list ("All" first). */
export function ChoiceFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
  status,
}: {
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Where its options' reference list is, when they come from one. */
  status?: LookupStatus;
}) {
  const field = useLookupField(status);
  return (
    <NativeSelect
      {...field}
      label={label}
      data={[{ value: '', label: allLabel }, ...options]}
      value={value && options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
    />
  );
}

export function GenderFilter({ value, onChange }: { value: string | undefined; onChange: (v?: string) => void }) {
  const f = useCareFormat();
  return (
    <ChoiceFilter
      label={f.t('listings.filters.gender')}
      allLabel={f.t('listings.filters.any')}
      options={PROVIDER_GENDERS.map((g) => ({ value: g, label: f.t(`listings.genders.${g}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

export function StateFilter<R, K extends QueryKey>({
  lookup,
  value,
  onChange,
}: {
  lookup: FilterLookup<R, State, K>;
  value: string | undefined;
  onChange: (v?: string) => void;
}) {
  const f = useCareFormat();
  const { choices: states, status } = useFilterChoices(lookup, Boolean(value));
  return (
    <ChoiceFilter
      label={f.t('listings.filters.state')}
      allLabel={f.t('listings.filters.allStates')}
      options={states.map((s) => ({ value: String(s.id), label: f.name(s) }))}
      status={status}
      value={value}
      onChange={onChange}
    />
  );
}

export function HospitalFilter<R, K extends QueryKey>({
  lookup,
  value,
  onChange,
}: {
  lookup: FilterLookup<R, Hospital, K>;
  value: string | undefined;
  onChange: (v?: string) => void;
}) {
  const f = useCareFormat();
  const { choices: hospitals, status } = useFilterChoices(lookup, Boolean(value));
  return (
    <ChoiceFilter
      label={f.t('listings.filters.hospital')}
      allLabel={f.t('listings.filters.allHospitals')}
      options={hospitals.map((h) => ({ value: String(h.id), label: f.name(h) }))}
      status={status}
      value={value}
      onChange={onChange}
    />
  );
}

/** Sort options of a list; the server's default order (best rated) first. */
export function SortFilter({
  orders,
  value,
  onChange,
}: {
  orders: readonly string[];
  value: string | undefined;
  onChange: (v?: string) => void;
}) {
  const f = useCareFormat();
  return (
    <ChoiceFilter
      label={f.t('listings.filters.sort')}
      allLabel={f.t('listings.sort.default')}
      options={orders.map((o) => ({ value: o, label: f.t(`listings.sort.${o}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

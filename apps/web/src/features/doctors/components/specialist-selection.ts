interface SpecialistListing {
  values: { specialists?: string; specialist?: string };
  active: number;
  setFilters: (changes: { specialists?: string; specialist?: string }) => void;
}

/** The chosen specialities' ids in the address: `specialists=3,7`, else `specialist=3`. */
export const specialistIds = (values: { specialists?: string; specialist?: string }) =>
  (values.specialists ?? values.specialist ?? '').split(',').filter((id) => /^\d+$/.test(id));

/**
 * The chosen specialities of a doctor list: `specialists=3,7`, or `specialist=3` from a specialists page
 * (spec 2 section 2). The two names are one filter: choosing in the filter writes `specialists` only.
 */
export function specialistSelection({ values, active, setFilters }: SpecialistListing) {
  const ids = specialistIds(values);
  return {
    ids,
    /** The listing's count of set filters, with `specialist` and `specialists` counted once. */
    active: active - (values.specialist && values.specialists ? 1 : 0),
    onChange: (next: string[]) => setFilters({ specialists: next.join(',') || undefined, specialist: undefined }),
  };
}

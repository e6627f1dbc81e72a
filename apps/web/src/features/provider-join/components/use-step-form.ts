import { useForm } from '@mantine/form';
import type { ProviderKind } from '@nirog/contracts';
import { keptValues, useJoinDraft } from './use-join-draft';

/**
 * A step's form: starts from what was typed earlier in this visit (or blank) and keeps every change, so
 * Back and Next do not lose entries. Errors are keyed by the wire's names (`qualifications.0.degree`).
 */
export function useStepForm<T extends Record<string, unknown>>(kind: ProviderKind, step: number, blank: () => T) {
  return useForm<T>({
    initialValues: keptValues(kind, step, blank),
    onValuesChange: (values) => useJoinDraft.getState().keep(kind, step, values),
  });
}

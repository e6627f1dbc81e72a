import { type FormEvent, type RefObject, useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/*
 * Text typed, or filled in by the browser or a password manager, in a page rendered on the server before its
 * scripts ran (on a slow phone that is seconds): hydration keeps the text in the field, but it never reached the
 * app's state, so the app acted on an empty field the reader sees filled ("The email field is required." under a
 * typed e-mail, a search box whose text searched nothing, a sort shown chosen and not applied).
 */

/**
 * A controlled field (a text box, or a list whose choice was changed): once the page is hydrated, what is already in
 * the field becomes its value.
 */
export function useValueEnteredBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  setValue: (entered: string) => void,
): void {
  useEffect(() => {
    const entered = field.current?.value;
    if (entered && entered !== value) setValue(entered);
    // Once, when hydrated: from then on every change reaches the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A form's submit handler that first copies its named text fields, as shown, into the form's values (a Mantine form
 * in uncontrolled mode; a password manager's filling is readable only once the reader has acted, so this is done
 * on submit rather than when hydrated).
 */
export function submitFieldsAsShown<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    for (const [name, value] of Object.entries(form.getValues())) {
      const field = event.currentTarget.elements.namedItem(name);
      const shown = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null;
      if (typeof value === 'string' && shown !== null && shown !== value) form.setFieldValue(name, shown as never);
    }
    onSubmit(event);
  };
}

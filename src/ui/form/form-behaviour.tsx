import { useFormikContext } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

/** Calls `onChange` with the values after every change (not for the initial values). */
export function FormChangeListener<V>({ onChange }: { onChange: ((values: V) => void) | undefined }) {
  const { values } = useFormikContext<V>();
  const previous = useRef(values);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (previous.current === values) return;
    previous.current = values;
    latest.current?.(values);
  }, [values]);
  return null;
}

/** After a refused submit, moves the focus to the first invalid field in the order shown. */
export function FocusFirstError({ within }: { within: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const invalid = new Set(Object.keys(errors));
    if (invalid.size === 0) return;
    const controls = within.current?.querySelectorAll<HTMLElement>(
      'input[name], select[name], textarea[name]',
    );
    const first = Array.from(controls ?? []).find((control) =>
      invalid.has(control.getAttribute('name') ?? ''),
    );
    first?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, within]);
  return null;
}

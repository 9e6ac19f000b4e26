import type { FormikHelpers } from 'formik';

/**
 * Shows a refusal on its field, marked touched, and takes the user there: the field's description
 * carries the message, so a screen reader reads it as the focus lands.
 */
export function refuseField<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  field: string,
  message: string,
): void {
  void helpers.setFieldTouched(field, true, false);
  helpers.setFieldError(field, message);
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
}

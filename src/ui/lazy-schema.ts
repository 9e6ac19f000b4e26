import { type FormikErrors, validateYupSchema, yupToFormErrors } from 'formik';
import type { Schema } from 'yup';

/**
 * A Formik `validate` that checks the values against a Yup schema downloaded with the first
 * check (a change, a blur or a submit), not with the page: the same checks and messages as
 * `validationSchema`, for a form whose page should not carry Yup at the start.
 */
export function validateWithSchema<Values>(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    schema ??= load();
    // A failed download may be retried with the next check.
    schema.catch(() => {
      schema = undefined;
    });
    try {
      await validateYupSchema(values as object, await schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };
}

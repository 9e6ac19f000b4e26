import { type FormikErrors, validateYupSchema, yupToFormErrors } from 'formik';
import type { Schema } from 'yup';
import { loadOnce } from '@/domain/load-once';

/**
 * A Formik `validate` that checks the values against a Yup schema downloaded with the first
 * check (a change, a blur or a submit), not with the page: the same checks and messages as
 * `validationSchema`, for a form whose page should not carry Yup at the start.
 */
export function validateWithSchema<Values>(load: () => Promise<Schema>) {
  // A failed download is retried with the next check.
  const schema = loadOnce(load);
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values as object, await schema());
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };
}

import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import { type ReactNode, useRef } from 'react';
import type { AnySchema } from 'yup';
import { FocusFirstError } from './form-behaviour';
import { LARGE_CONTROLS } from './form-section';

export interface DialogFormProps<V extends FormikValues> {
  initialValues: V;
  /** Field messages the server gave, shown at once (their fields count as touched). */
  initialErrors?: Record<string, string>;
  validationSchema: AnySchema;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  cancelLabel: string;
  /** 'Add …' for a new entry, 'Save' for an edit. */
  submitLabel: string;
  /** The fields, laid out two to a row from small screens up. */
  children: ReactNode;
  /** What follows the fields' grid at full width, e.g. a file upload. */
  after?: ReactNode;
}

/**
 * The form inside a dialog that adds or edits one entry of a list (a next of kin, a leader, a
 * beneficiary): large controls, focus on the first error, and Cancel beside Add or Save.
 */
export function DialogForm<V extends FormikValues>({
  initialValues,
  initialErrors = {},
  validationSchema,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  children,
  after,
}: DialogFormProps<V>) {
  const area = useRef<HTMLDivElement>(null);
  // The server's messages are keyed by top-level field names, which Formik's mapped types cannot
  // tell apart from nested ones for a generic V.
  const errors = initialErrors as FormikErrors<V>;
  const touched = Object.fromEntries(
    Object.keys(initialErrors).map((field) => [field, true]),
  ) as FormikTouched<V>;
  return (
    <Formik<V>
      initialValues={initialValues}
      initialErrors={errors}
      initialTouched={touched}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FocusFirstError within={area} />
        <Stack ref={area} gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" css={LARGE_CONTROLS}>
            {children}
          </SimpleGrid>
          {after}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
            <Button type="button" variant="outline" size="lg" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" size="lg" colorPalette="navy" bg="navy.800">
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}

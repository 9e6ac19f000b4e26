import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { ApiFailure } from '@/domain/failures';
import { REASON_LIMITS, reasonField } from '@/domain/schemas/reason';
import { TextAreaField } from './input-fields';

/** The words of a reason form, in the caller's catalogue. */
export interface ReasonFormTexts {
  intro: string;
  label: string;
  hint: string;
  required: string;
  tooShort: string;
  tooLong: string;
  back: string;
  submit: string;
  sending: string;
}

/**
 * A reason for a step that needs one (a cover move, a waiver): 3 to 500 characters, checked here
 * and on the server, whose message for the field shows next to it with the text kept.
 */
export function ReasonForm({
  texts,
  colorPalette,
  onCancel,
  onSubmit,
}: {
  texts: ReasonFormTexts;
  colorPalette: string;
  onCancel: () => void;
  /** Answers the failure, or null once sent. */
  onSubmit: (reason: string) => Promise<ApiFailure | null>;
}) {
  const [schema] = useState(() =>
    yup.object({
      reason: reasonField({ required: texts.required, tooShort: texts.tooShort, tooLong: texts.tooLong }),
    }),
  );
  return (
    <Formik<{ reason: string }>
      initialValues={{ reason: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const failure = await onSubmit(values.reason.trim());
        const message = failure?.messages.reason;
        if (message) helpers.setFieldError('reason', message);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="5">
            <Text color="ink.muted" fontSize="sm">
              {texts.intro}
            </Text>
            <TextAreaField
              name="reason"
              label={texts.label}
              required
              useSchemaMessage
              helperText={texts.hint}
              maxLength={REASON_LIMITS.maxLength}
            />
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
              <Button type="button" variant="outline" disabled={isSubmitting} onClick={onCancel}>
                {texts.back}
              </Button>
              <Button
                type="submit"
                colorPalette={colorPalette}
                loading={isSubmitting}
                loadingText={texts.sending}
              >
                {texts.submit}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

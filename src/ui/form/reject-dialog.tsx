import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { object } from 'yup';
import { REASON_LIMITS, reasonField } from '@/domain/schemas/reason';
import { useTranslation } from '@/i18n/use-translation';
import { FormDialog } from './form-dialog';
import { TextAreaField } from './input-fields';

export interface RejectDialogProps {
  /** What is being rejected; the dialog is closed when null. */
  subject: { title: string; intro: string } | null;
  onCancel: () => void;
  /** Sends the rejection; answers the server's message about the reason, if it refused it. */
  onReject: (reason: string) => Promise<string | undefined>;
}

interface ReasonValues {
  reason: string;
}

/**
 * Asks why a record, a claim or a waiting change is rejected; the reason's problems show next to
 * the field.
 */
export function RejectDialog({ subject, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const required = t('ui.reject.required');
  const tooShort = t('ui.reject.tooShort');
  const tooLong = t('ui.reject.tooLong');
  const schema = useMemo(
    () =>
      object({
        reason: reasonField({ required, tooShort, tooLong }),
      }),
    [required, tooShort, tooLong],
  );
  return (
    <FormDialog open={subject !== null} title={subject?.title} onClose={onCancel}>
      {subject && (
        <Formik<ReasonValues>
          initialValues={{ reason: '' }}
          validationSchema={schema}
          onSubmit={async ({ reason }, helpers) => {
            const refused = await onReject(reason.trim());
            if (refused) helpers.setFieldError('reason', refused);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="5">
                <Text color="ink.muted">{subject.intro}</Text>
                <TextAreaField
                  name="reason"
                  label={t('ui.reject.reason')}
                  required
                  useSchemaMessage
                  helperText={t('ui.reject.hint')}
                  maxLength={REASON_LIMITS.maxLength}
                  rows={4}
                />
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
                  <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                    {t('ui.reject.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="red"
                    loading={isSubmitting}
                    loadingText={t('ui.reject.submitting')}
                  >
                    {t('ui.reject.submit')}
                  </Button>
                </Stack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </FormDialog>
  );
}

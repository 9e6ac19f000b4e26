import { Stack, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO } from '@/domain/claim-rules';
import type { UploadedFile, UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { FileUpload } from '@/ui/form/file-upload';

/** The proof of full-time schooling a child over 17 needs, with the rule's message beside it. */
export function SchoolingProofField({ upload }: { upload: UploadFile }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<UploadedFile | null>('schoolingProof');
  const { submitCount } = useFormikContext();
  const shown = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <Stack gap="1">
      <FileUpload
        label={t('ui.claims.form.schoolingProof')}
        upload={upload}
        value={field.value}
        onChange={(file) => {
          void helpers.setValue(file);
        }}
        {...(shown ? { errorText: shown } : {})}
      />
      <Text fontSize="sm" color="ink.muted">
        {t('ui.claims.form.schoolingProofHint', { age: CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO })}
      </Text>
    </Stack>
  );
}

import { CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FileText } from 'lucide-react';
import { cleanDisplayName } from '@/domain/display-name';
import { CLAIM_SHAPE } from '@/domain/schemas/claim';
import type { UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { FileUpload } from '@/ui/form/file-upload';
import { FileName } from '@/ui/primitives/file-name';
import type { ClaimFormValues } from './claim-form-values';

/** The claim's documents, each removable, and an upload until the contract's limit is reached. */
export function ClaimDocumentsField({ upload }: { upload: UploadFile }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ClaimFormValues>();
  return (
    <Stack gap="2">
      {values.documents.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('ui.claims.form.documentsLabel')}>
          {values.documents.map((document, index) => (
            <HStack as="li" key={document.url} gap="2">
              <FileText size={18} aria-hidden />
              <Link
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                color="navy.fg"
                fontWeight="medium"
              >
                <FileName name={document.name} />
              </Link>
              <CloseButton
                size="2xs"
                aria-label={t('ui.claims.form.removeDocument', { name: cleanDisplayName(document.name) })}
                onClick={() =>
                  void setFieldValue(
                    'documents',
                    values.documents.filter((_, at) => at !== index),
                  )
                }
              />
            </HStack>
          ))}
        </Stack>
      ) : null}
      {values.documents.length < CLAIM_SHAPE.documents.maxItems ? (
        <FileUpload
          label={values.documents.length > 0 ? t('ui.claims.form.document') : t('ui.claims.form.documents')}
          upload={upload}
          optional
          value={null}
          onChange={(file) => void setFieldValue('documents', [...values.documents, file])}
        />
      ) : (
        <Text color="ink.muted" fontSize="sm">
          {t('ui.claims.form.tooManyDocuments', { max: CLAIM_SHAPE.documents.maxItems })}
        </Text>
      )}
    </Stack>
  );
}

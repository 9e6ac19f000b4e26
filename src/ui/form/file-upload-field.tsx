import { useField, useFormikContext } from 'formik';
import type { UploadedFile } from '@/domain/uploaded-file';
import { translateRuleMessage } from '@/i18n/rule-messages';
import { useTranslation } from '@/i18n/use-translation';
import { FileUpload, type FileUploadProps } from './file-upload';

export interface FileUploadFieldProps
  extends Omit<FileUploadProps, 'value' | 'onChange' | 'errorText' | 'optional'> {
  /** The Formik field holding `{ url, name }`, e.g. `idCopy`. */
  name: string;
  required?: boolean;
  /** Replaces 'Please provide valid {field}'. */
  errorMessage?: string;
}

/** A FileUpload whose `{ url, name }` lives in a Formik field; errors show after touch or submit. */
export function FileUploadField({ name, required, errorMessage, ...rest }: FileUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<UploadedFile | null | undefined>(name);
  const { submitCount } = useFormikContext();
  const invalid = Boolean(meta.error) && (Boolean(meta.touched) || submitCount > 0);
  return (
    <FileUpload
      {...rest}
      optional={!required}
      value={field.value ?? null}
      onChange={(file) => {
        void helpers.setValue(file);
      }}
      errorText={
        invalid
          ? translateRuleMessage(
              errorMessage ?? t('ui.field.invalid', { field: rest.label.toLowerCase() }),
              i18n.language,
            )
          : undefined
      }
    />
  );
}

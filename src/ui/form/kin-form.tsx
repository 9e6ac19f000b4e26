import { useMemo, useState } from 'react';
import {
  type NextOfKin,
  type NextOfKinFormValues,
  nextOfKinSchema,
  toNextOfKin,
  toNextOfKinFormValues,
} from '@/domain/schemas/individual';
import type { UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { DialogForm } from './dialog-form';
import { SelectField } from './input-fields';
import { PersonFields, RELATIONSHIP_OPTIONS } from './person-fields';

export interface KinFormProps {
  /** The other next of kin: an id number already listed is refused. */
  others: readonly NextOfKin[];
  customerIdNumber: string | undefined;
  initialValues?: NextOfKin | undefined;
  onSubmit: (kin: NextOfKin) => void;
  onCancel: () => void;
  upload: UploadFile;
}

/** The next-of-kin form (SPEC §3, §5): the person fields and the relationship. */
export function KinForm({
  others,
  customerIdNumber,
  initialValues,
  onSubmit,
  onCancel,
  upload,
}: KinFormProps) {
  const { t } = useTranslation();
  const [startValues] = useState(() => toNextOfKinFormValues(initialValues ?? {}));
  const schema = useMemo(() => nextOfKinSchema(others, customerIdNumber), [others, customerIdNumber]);
  return (
    <DialogForm<NextOfKinFormValues>
      initialValues={startValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(toNextOfKin(values, others, customerIdNumber))}
      onCancel={onCancel}
      cancelLabel={t('ui.kin.cancel')}
      submitLabel={initialValues ? t('ui.kin.save') : t('ui.kin.addButton')}
    >
      <SelectField
        name="relationship"
        label={t('ui.person.fields.relationship')}
        required
        options={RELATIONSHIP_OPTIONS.map(([value, key]) => ({
          value,
          label: t(`ui.person.options.relationship.${key}`),
        }))}
      />
      <PersonFields upload={upload} />
    </DialogForm>
  );
}

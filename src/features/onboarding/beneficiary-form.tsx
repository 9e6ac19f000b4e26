import { useMemo, useState } from 'react';
import { DIASPORA_COVER } from '@/domain/cover';
import type { FamilyHolder } from '@/domain/cross-field-rules';
import type { DeclaredMember } from '@/domain/diaspora';
import {
  type BeneficiaryFormValues,
  beneficiarySchema,
  toBeneficiaryFormValues,
  toDeclaredMember,
} from '@/domain/schemas/beneficiary';
import type { UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { DialogForm } from '@/ui/form/dialog-form';
import { FileUploadField } from '@/ui/form/file-upload-field';
import { SelectField } from '@/ui/form/input-fields';
import { BirthDateField, ChoiceField, NameFields } from '@/ui/form/person-basics';

export type { BeneficiaryFormValues } from '@/domain/schemas/beneficiary';

export interface BeneficiaryFormProps {
  /** The members declared so far. */
  existing: DeclaredMember[];
  /** The account holder as confirmed: a holder marked Single declares no spouse. */
  holder?: FamilyHolder | undefined;
  /** The position in `existing` of the member being edited; it does not count against itself. */
  editingIndex?: number;
  /** The member being edited; a new member starts empty. */
  initialValues?: DeclaredMember;
  /** The valid member, cleaned: trimmed names, relationship a number, no empty middle name. */
  onSubmit: (member: DeclaredMember) => void;
  onCancel: () => void;
  upload: UploadFile;
}

/**
 * The content of the 'Add Beneficiary' modal (SPEC §2, §3, §5, §9): a spouse or child, with
 * the family rules (one spouse, at most four children, their ages) shown on the fields.
 */
export function BeneficiaryForm({
  existing,
  editingIndex,
  holder,
  initialValues,
  onSubmit,
  onCancel,
  upload,
}: BeneficiaryFormProps) {
  const { t } = useTranslation();
  const [startValues] = useState(() => toBeneficiaryFormValues(initialValues));
  const schema = useMemo(
    () => beneficiarySchema(existing, editingIndex, holder ?? {}),
    [existing, editingIndex, holder],
  );
  const editing = editingIndex !== undefined;

  return (
    <DialogForm<BeneficiaryFormValues>
      initialValues={startValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(toDeclaredMember(values, existing, editingIndex))}
      onCancel={onCancel}
      cancelLabel={t('onboardingForms.beneficiary.cancel')}
      submitLabel={editing ? t('onboardingForms.beneficiary.save') : t('onboardingForms.beneficiary.add')}
      after={
        <FileUploadField
          name="copyOfProof"
          label={t('onboardingForms.beneficiary.copyOfProof')}
          upload={upload}
        />
      }
    >
      <NameFields label={(field) => t(`onboardingForms.beneficiary.${field}`)} />
      <ChoiceField
        name="sex"
        label={t('onboardingForms.beneficiary.sex')}
        required
        values={['male', 'female'] as const}
        optionLabel={(value) => t(`onboardingForms.options.sex.${value}`)}
      />
      <BirthDateField label={t('onboardingForms.beneficiary.dob')} />
      <SelectField
        name="relationship"
        label={t('onboardingForms.beneficiary.relationship')}
        required
        useSchemaMessage
        helperText={t('onboardingForms.beneficiary.relationshipHint', {
          children: DIASPORA_COVER.maxChildren,
        })}
        options={[
          { value: 2, label: t('onboardingForms.options.relationship.spouse') },
          { value: 3, label: t('onboardingForms.options.relationship.child') },
        ]}
      />
    </DialogForm>
  );
}

import type { UploadFile } from '@/domain/uploaded-file';
import { useTranslation } from '@/i18n/use-translation';
import { FileUploadField } from './file-upload-field';
import { InputField, SelectField, TextAreaField } from './input-fields';
import { BirthDateField, ChoiceField, EmailField, MobileField, NameFields } from './person-basics';

export interface PersonFieldsProps {
  upload: UploadFile;
  /** The documents offered; the three of SPEC §3 unless a form takes others (group members). */
  idTypeOptions?: readonly { value: number; label: string }[];
  /** Group leaders and members also carry a photo (SPEC §3). */
  withPhoto?: boolean;
}

/**
 * The person fields of SPEC §3 and §5, shared by every form about a person: the individual
 * customer, next of kin, group leaders and group members.
 */
export function PersonFields({ upload, idTypeOptions, withPhoto = false }: PersonFieldsProps) {
  const { t } = useTranslation();
  const f = (key: keyof typeof FIELD_KEYS) => t(`ui.person.fields.${key}`);
  return (
    <>
      <NameFields label={f} />
      <BirthDateField label={f('dob')} />
      <ChoiceField
        name="sex"
        label={f('sex')}
        required
        values={['male', 'female', 'other'] as const}
        optionLabel={(value) => t(`ui.person.options.sex.${value}`)}
      />
      <ChoiceField
        name="maritalStatus"
        label={f('maritalStatus')}
        required
        values={['married', 'single'] as const}
        optionLabel={(value) => t(`ui.person.options.maritalStatus.${value}`)}
      />
      <EmailField label={f('email')} />
      <MobileField label={f('mobile')} hint={t('ui.person.fields.mobileHint')} />
      <SelectField
        name="idType"
        label={f('idType')}
        required
        options={
          idTypeOptions ??
          ID_TYPE_OPTIONS.map(([value, key]) => ({
            value,
            label: t(`ui.person.options.idType.${key}`),
          }))
        }
      />
      <InputField
        name="idNumber"
        label={f('idNumber')}
        required
        useSchemaMessage
        helperText={t('ui.person.fields.idNumberHint')}
        autoComplete="off"
        size="lg"
      />
      <TextAreaField name="address" label={f('address')} required rows={2} size="lg" />
      <FileUploadField name="idCopy" label={f('idCopy')} upload={upload} />
      {withPhoto && <FileUploadField name="photo" label={f('photo')} upload={upload} variant="avatar" />}
    </>
  );
}

const ID_TYPE_OPTIONS = [
  [1, 'national'],
  [2, 'voter'],
  [3, 'passport'],
] as const;

/** SPEC §3: 1 member, 2 spouse, 3 child, 4 parent, 5 parent-in-law. */
export const RELATIONSHIP_OPTIONS = [
  [1, 'member'],
  [2, 'spouse'],
  [3, 'child'],
  [4, 'parent'],
  [5, 'parentInLaw'],
] as const;

const FIELD_KEYS = {
  firstName: 1,
  middleName: 1,
  lastName: 1,
  email: 1,
  mobile: 1,
  dob: 1,
  sex: 1,
  maritalStatus: 1,
  idType: 1,
  idNumber: 1,
  address: 1,
  idCopy: 1,
  photo: 1,
  relationship: 1,
} as const;

import { localIsoDate } from '@/domain/local-date';
import { InputField, SelectField, type SelectFieldProps } from './input-fields';

export type NameField = 'firstName' | 'middleName' | 'lastName';

export interface NameFieldsProps {
  label: (field: NameField) => string;
  /**
   * The person is the one filling the form in: the browser may offer their own name.
   * Everyone else's names (a spouse, a next of kin) are typed afresh.
   */
  own?: boolean;
}

/** First, middle (optional) and last name. */
export function NameFields({ label, own = false }: NameFieldsProps) {
  const autoComplete = (ownValue: string) => (own ? ownValue : 'off');
  return (
    <>
      <InputField
        name="firstName"
        label={label('firstName')}
        required
        autoComplete={autoComplete('given-name')}
        size="lg"
      />
      <InputField
        name="middleName"
        label={label('middleName')}
        autoComplete={autoComplete('additional-name')}
        size="lg"
      />
      <InputField
        name="lastName"
        label={label('lastName')}
        required
        autoComplete={autoComplete('family-name')}
        size="lg"
      />
    </>
  );
}

/** A date of birth: never later than today, with the schema's own message (an age limit, say). */
export function BirthDateField({ label, own = false }: { label: string; own?: boolean }) {
  const today = localIsoDate();
  return (
    <InputField
      name="dob"
      label={label}
      required
      useSchemaMessage
      type="date"
      max={today}
      size="lg"
      {...(own ? { autoComplete: 'bday' } : {})}
    />
  );
}

export interface ChoiceFieldProps<V extends string | number> extends Omit<SelectFieldProps, 'options'> {
  values: readonly V[];
  /** The words for one value. */
  optionLabel: (value: V) => string;
}

/** A select over fixed values (sex, marital status, relationship), each named by the caller. */
export function ChoiceField<V extends string | number>({
  values,
  optionLabel,
  ...field
}: ChoiceFieldProps<V>) {
  return <SelectField {...field} options={values.map((value) => ({ value, label: optionLabel(value) }))} />;
}

interface ContactFieldProps {
  label: string;
  /** As for names: only the holder's own form lets the browser fill it in. */
  own?: boolean;
}

/** An email address, with the schema's own message. */
export function EmailField({
  label,
  own = false,
  required = false,
}: ContactFieldProps & { required?: boolean }) {
  return (
    <InputField
      name="email"
      label={label}
      required={required}
      useSchemaMessage
      type="email"
      inputMode="email"
      size="lg"
      {...(own ? { autoComplete: 'email' } : {})}
    />
  );
}

/** A mobile number, with a hint on the number's form and the schema's own message. */
export function MobileField({ label, hint, own = false }: ContactFieldProps & { hint: string }) {
  return (
    <InputField
      name="mobile"
      label={label}
      required
      useSchemaMessage
      helperText={hint}
      type="tel"
      inputMode="tel"
      size="lg"
      {...(own ? { autoComplete: 'tel' } : {})}
    />
  );
}

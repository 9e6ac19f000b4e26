import {
  Badge,
  Field,
  Input,
  type InputProps,
  NativeSelect,
  Text,
  Textarea,
  type TextareaProps,
} from '@chakra-ui/react';
import { type FieldInputProps, useField, useFormikContext } from 'formik';
import { type ReactNode, useId } from 'react';
import { translateRuleMessage } from '@/i18n/rule-messages';
import { useTranslation } from '@/i18n/use-translation';

/** What every Formik-bound field takes. */
export interface FieldBaseProps {
  /** The Formik field path, e.g. `nextOfKin.0.firstName`. */
  name: string;
  label: string;
  /** Required fields show an asterisk; the others an 'Optional' tag. */
  required?: boolean;
  /** Replaces 'Please provide valid {field}' when the value is invalid. */
  errorMessage?: string;
  /** Shows the schema's own message instead, e.g. 'Please provide a valid id number'. */
  useSchemaMessage?: boolean;
  /** How the generic message names the field; the label in lower case by default. */
  fieldName?: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

interface FieldState<V> {
  field: FieldInputProps<V>;
  setValue: (value: V) => void;
  invalid: boolean;
  message: string | undefined;
  /** Props for the control: its label, description and state. */
  controlProps: {
    name: string;
    'aria-required': boolean;
    'aria-describedby': string | undefined;
  };
  frame: Omit<FieldFrameProps, 'children'>;
}

/**
 * Formik state of one field; errors show once the field was touched or the form submitted, as
 * 'Please provide valid {field}' (SPEC §5) unless the field shows its schema's own message (in
 * the same style, src/domain/form-messages.ts, or a rule's).
 */
function useFormField<V>(props: FieldBaseProps): FieldState<V> {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<V>(props.name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const invalid = Boolean(meta.error) && (Boolean(meta.touched) || submitCount > 0);
  const generic = t('ui.field.invalid', { field: props.fieldName ?? props.label.toLowerCase() });
  const given = props.errorMessage ?? (props.useSchemaMessage && meta.error ? meta.error : generic);
  const message = invalid ? translateRuleMessage(given, i18n.language) : undefined;
  const describedBy = [invalid ? errorId : null, props.helperText && !invalid ? helperId : null]
    .filter(Boolean)
    .join(' ');
  return {
    field,
    setValue: (value) => void helpers.setValue(value),
    invalid,
    message,
    controlProps: {
      name: props.name,
      'aria-required': Boolean(props.required),
      'aria-describedby': describedBy || undefined,
    },
    frame: {
      label: props.label,
      required: Boolean(props.required),
      invalid,
      message,
      helperText: props.helperText,
      disabled: props.disabled,
      errorId,
      helperId,
    },
  };
}

interface FieldFrameProps {
  label: string;
  required: boolean;
  invalid: boolean;
  message: string | undefined;
  helperText: ReactNode;
  disabled: boolean | undefined;
  errorId: string;
  helperId: string;
  children: ReactNode;
}

/** Label with its asterisk or 'Optional' tag, the control, then its help or error right below. */
function FieldFrame({
  label,
  required,
  invalid,
  message,
  helperText,
  disabled,
  errorId,
  helperId,
  children,
}: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={invalid} disabled={disabled} ids={{ errorText: errorId, helperText: helperId }}>
      <Field.Label>
        {label}{' '}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden>
            *
          </Text>
        ) : (
          <Badge size="sm" variant="subtle" colorPalette="gray" fontWeight="normal">
            {t('ui.field.optional')}
          </Badge>
        )}
      </Field.Label>
      {children}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

type NativeInputProps = Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'required' | 'disabled'>;

export interface InputFieldProps extends FieldBaseProps, NativeInputProps {}

/** A text-like input bound to Formik (text, email, tel, date, number, password). */
export function InputField(props: InputFieldProps) {
  const { name, label, required, errorMessage, useSchemaMessage, fieldName, helperText, disabled, ...rest } =
    props;
  const { field, controlProps, frame } = useFormField<string | number>(props);
  return (
    <FieldFrame {...frame}>
      <Input
        {...rest}
        {...controlProps}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}

type NativeTextareaProps = Omit<
  TextareaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'required' | 'disabled'
>;

export interface TextAreaFieldProps extends FieldBaseProps, NativeTextareaProps {}

/** A multi-line text bound to Formik, e.g. an address. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { name, label, required, errorMessage, useSchemaMessage, fieldName, helperText, disabled, ...rest } =
    props;
  const { field, controlProps, frame } = useFormField<string>(props);
  return (
    <FieldFrame {...frame}>
      <Textarea
        rows={3}
        {...rest}
        {...controlProps}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  /** Numbers stay numbers in the form values (e.g. idType). */
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The options are still loading: shows 'loading ...'. */
  loading?: boolean;
  /** Text of the disabled first option; 'Choose' by default. */
  placeholder?: string;
}

/** A native select bound to Formik, with a disabled placeholder first. */
export function SelectField(props: SelectFieldProps) {
  const { t } = useTranslation();
  const { options, loading, placeholder, disabled } = props;
  const { field, setValue, controlProps, frame } = useFormField<string | number | undefined>(props);
  const placeholderText = loading
    ? t('ui.field.loadingOptions')
    : options.length === 0
      ? t('ui.field.noOptions')
      : (placeholder ?? t('ui.field.choose'));
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          {...controlProps}
          aria-busy={loading || undefined}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            setValue(chosen ? chosen.value : event.target.value);
          }}
          onBlur={field.onBlur}
        >
          <option value="" disabled>
            {placeholderText}
          </option>
          {loading
            ? null
            : options.map((option) => (
                <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

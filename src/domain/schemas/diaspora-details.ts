import { DateTime } from 'luxon';
import * as yup from 'yup';
import type { DiasporaDetails } from '../diaspora';
import type { DiasporaDetailsFormValues } from '../diaspora-form';
import { checkDiasporaHolder, MESSAGES } from '../enrolment-rules';
import { provideValid } from '../form-messages';
import { isIdType } from '../identity';

/** The messages of the person forms, in SPEC §5's one style (the family rules are in MESSAGES). */
export const FORM_MESSAGES = {
  email: provideValid('email'),
  mobile: provideValid('mobile number'),
  accountNumber: provideValid('account number', '10 to 20 digits'),
  idNumber: MESSAGES.idNumber,
  dob: MESSAGES.dob,
  sex: provideValid('sex'),
  maritalStatus: provideValid('marital status'),
  idType: provideValid('id type'),
  address: provideValid('address', 'at least 4 characters'),
} as const;

/** The server's `Name`: a letter first, then letters, marks, apostrophes, spaces, dots or dashes. */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' .-]*$/u;
export const NAME_MAX_LENGTH = 60;
/** The server's international mobile pattern (openapi.yaml `DiasporaInput.mobile`). */
const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;
const ACCOUNT_NUMBER_PATTERN = /^[0-9]{10,20}$/;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A required person name of at least `min` characters once trimmed; `field` names it in messages. */
export function requiredName(min: number, field: string) {
  const message = provideValid(field);
  return yup
    .string()
    .trim()
    .required(message)
    .min(min, message)
    .max(NAME_MAX_LENGTH, message)
    .matches(NAME_PATTERN, message);
}

/** An optional name: an empty or blank value counts as absent. */
export function optionalName(min: number, field: string) {
  const message = provideValid(field);
  return yup
    .string()
    .trim()
    .transform(blankToUndefined)
    .nonNullable(message)
    .min(min, message)
    .max(NAME_MAX_LENGTH, message)
    .matches(NAME_PATTERN, message)
    .optional();
}

/** An optional uploaded file `{ url, name }`; the forms hold `null` when there is none. */
export function optionalFile(field: string) {
  const message = provideValid(field);
  return yup
    .object({ url: yup.string().required(message), name: yup.string().required(message) })
    .transform((value: unknown) => (value === null ? undefined : value))
    .default(undefined)
    .optional();
}

/** A select's value as a number: '' and nothing are absent, '2' is 2; `message` for anything else. */
export function choiceNumber<T extends number>(message: string) {
  return yup
    .number<T>()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(message);
}

/** Marital status, as every person form asks it (SPEC §3). */
export const maritalStatusField = () =>
  yup
    .string()
    .oneOf(['married', 'single'] as const, FORM_MESSAGES.maritalStatus)
    .required(FORM_MESSAGES.maritalStatus);

/** The id document type: 1 national ID, 2 voter ID, 3 passport (SPEC §3). */
export const idTypeField = () =>
  choiceNumber<1 | 2 | 3>(FORM_MESSAGES.idType)
    .oneOf([1, 2, 3] as const, FORM_MESSAGES.idType)
    .required(FORM_MESSAGES.idType);

/** 'Today' for the age rules: the validation context's `today` when given (tests), else now (UTC). */
export function todayOf(context: yup.TestContext): DateTime<true> {
  const today = (context.options.context as { today?: unknown } | undefined)?.today;
  return today instanceof DateTime && today.isValid ? (today as DateTime<true>) : DateTime.utc();
}

interface HolderFields {
  dob?: unknown;
  idType?: unknown;
  idNumber?: unknown;
}

function holderErrors(parent: HolderFields, context: yup.TestContext) {
  return checkDiasporaHolder(
    {
      dob: typeof parent.dob === 'string' ? parent.dob : '',
      idType: typeof parent.idType === 'number' ? parent.idType : Number.NaN,
      idNumber: typeof parent.idNumber === 'string' ? parent.idNumber : '',
    },
    todayOf(context),
  );
}

/** SPEC §3 and §5: the diaspora account holder's basic, account and contact details. */
export const diasporaDetailsSchema: yup.ObjectSchema<DiasporaDetails> = yup.object({
  firstName: requiredName(3, 'first name'),
  middleName: optionalName(3, 'middle name'),
  lastName: requiredName(3, 'last name'),
  email: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.email)
    .email(FORM_MESSAGES.email)
    .max(254, FORM_MESSAGES.email),
  mobile: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.mobile)
    .min(9, FORM_MESSAGES.mobile)
    .max(20, FORM_MESSAGES.mobile)
    .matches(MOBILE_PATTERN, FORM_MESSAGES.mobile),
  dob: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.dob)
    .test('holder-age', MESSAGES.holderAge, function holderAge() {
      const message = holderErrors(this.parent as HolderFields, this).dob;
      return message ? this.createError({ message }) : true;
    }),
  sex: yup
    .string()
    .oneOf(['male', 'female'] as const, FORM_MESSAGES.sex)
    .required(FORM_MESSAGES.sex),
  maritalStatus: maritalStatusField(),
  idType: idTypeField(),
  idNumber: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.idNumber)
    .max(40, FORM_MESSAGES.idNumber)
    .test('id-length', FORM_MESSAGES.idNumber, function idLength() {
      const parent = this.parent as HolderFields;
      // Without a document type the type select shows the error; the length cannot be judged yet.
      if (!isIdType(parent.idType)) return true;
      return !holderErrors(parent, this).idNumber;
    }),
  accountNumber: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.accountNumber)
    .matches(ACCOUNT_NUMBER_PATTERN, FORM_MESSAGES.accountNumber),
  address: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.address)
    .min(4, FORM_MESSAGES.address)
    .max(200, FORM_MESSAGES.address),
  idCopy: optionalFile('copy of the ID'),
});

/**
 * Clean details from valid form values: trimmed strings, idType a number, no empty middle name
 * and no empty copy of the ID. Throws a ValidationError when the values are not valid.
 */
export function toDiasporaDetails(
  values: DiasporaDetailsFormValues,
  context?: { today?: DateTime<true> },
): DiasporaDetails {
  return diasporaDetailsSchema.validateSync(values, { stripUnknown: true, abortEarly: true, context });
}

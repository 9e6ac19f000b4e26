import * as yup from 'yup';
import { checkDiasporaHolder, MESSAGES } from '@/domain/cross-field-rules';
import type { DiasporaDetails } from '@/domain/diaspora';
import type { DiasporaDetailsFormValues } from '@/domain/diaspora-form';
import { provideValid } from '@/domain/form-messages';
import { isIdType } from '@/domain/identity';
import { dayOf, todayIso } from '@/domain/utc-calendar';
import {
  FIELD_SHAPES,
  letterLanguage,
  nameFields,
  numberChoice,
  requiredText,
  stringChoice,
} from './field-shape';

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

const DIASPORA = FIELD_SHAPES.DiasporaInput;

/** An optional uploaded file `{ url, name }`; the forms hold `null` when there is none. */
export function optionalFile(field: string) {
  const message = provideValid(field);
  return yup
    .object({ url: yup.string().required(message), name: yup.string().required(message) })
    .transform((value: unknown) => (value === null ? undefined : value))
    .default(undefined)
    .optional();
}

/**
 * 'Today' for the age rules, YYYY-MM-DD: the validation context's `today` when it is a date
 * (tests), else today in UTC.
 */
export function todayOf(context: yup.TestContext): string {
  const today = (context.options.context as { today?: unknown } | undefined)?.today;
  return typeof today === 'string' && dayOf(today) !== undefined ? today : todayIso();
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
  ...nameFields(DIASPORA),
  email: requiredText(DIASPORA.email, FORM_MESSAGES.email),
  mobile: requiredText(DIASPORA.mobile, FORM_MESSAGES.mobile),
  dob: requiredText(DIASPORA.dob, FORM_MESSAGES.dob).test(
    'holder-age',
    MESSAGES.holderAge,
    function holderAge() {
      const message = holderErrors(this.parent as HolderFields, this).dob;
      return message ? this.createError({ message }) : true;
    },
  ),
  sex: stringChoice(DIASPORA.sex, FORM_MESSAGES.sex),
  maritalStatus: stringChoice(DIASPORA.maritalStatus, FORM_MESSAGES.maritalStatus),
  idType: numberChoice(DIASPORA.idType, FORM_MESSAGES.idType),
  idNumber: requiredText(DIASPORA.idNumber, FORM_MESSAGES.idNumber).test(
    'id-length',
    FORM_MESSAGES.idNumber,
    function idLength() {
      const parent = this.parent as HolderFields;
      // Without a document type the type select shows the error; the length cannot be judged yet.
      if (!isIdType(parent.idType)) return true;
      return !holderErrors(parent, this).idNumber;
    },
  ),
  accountNumber: requiredText(DIASPORA.accountNumber, FORM_MESSAGES.accountNumber),
  address: requiredText(DIASPORA.address, FORM_MESSAGES.address),
  idCopy: optionalFile('copy of the ID'),
  language: letterLanguage(DIASPORA.language),
});

/**
 * Clean details from valid form values: trimmed strings, idType a number, no empty middle name
 * and no empty copy of the ID. Throws a ValidationError when the values are not valid.
 */
export function toDiasporaDetails(
  values: DiasporaDetailsFormValues,
  context?: { today?: string },
): DiasporaDetails {
  return diasporaDetailsSchema.validateSync(values, { stripUnknown: true, abortEarly: true, context });
}

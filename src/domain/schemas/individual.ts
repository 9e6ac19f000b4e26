import * as yup from 'yup';
import { checkCustomerWithNextOfKin, MESSAGES } from '@/domain/cross-field-rules';
import { provideValid } from '@/domain/form-messages';
import { formRecord, formText, type PersonFormValues, toPersonFormValues } from '@/domain/form-values';
import { normaliseIdNumber } from '@/domain/identity';
import { formLetterLanguage, type LetterLanguage } from '@/domain/letter-language';
import { FORM_MESSAGES, optionalFile, todayOf } from './diaspora-details';
import {
  FIELD_SHAPES,
  letterLanguage,
  nameFields,
  numberChoice,
  optionalText,
  requiredText,
  stringChoice,
} from './field-shape';

/** A person as every person form holds them (SPEC §3): a customer, a next of kin, a leader, a member. */
export interface PersonDetails {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
  email?: string | undefined;
  mobile: string;
  dob: string;
  sex: 'male' | 'female' | 'other';
  maritalStatus: 'married' | 'single';
  idType: 1 | 2 | 3;
  idNumber: string;
  address: string;
  idCopy?: { url: string; name: string } | undefined;
}

/** An individual customer as the registration forms hold it (SPEC §3), before it is sent. */
export interface IndividualDetails extends PersonDetails {
  /** The bank account the customer's premiums are debited from. */
  accountNumber: string;
  /** The customer's own: their letters are written in it. */
  language?: LetterLanguage | undefined;
}

/** 1 member, 2 spouse, 3 child, 4 parent, 5 parent-in-law (SPEC §3). */
export type KinRelationship = 1 | 2 | 3 | 4 | 5;

export interface NextOfKin extends PersonDetails {
  relationship: KinRelationship;
}

export const INDIVIDUAL_MESSAGES = {
  ...FORM_MESSAGES,
  mobile: provideValid('mobile number', 'e.g. 0712345678 or +255712345678'),
  idNumber: provideValid('id number', 'at least 10 characters'),
  sex: provideValid('sex'),
  relationship: provideValid('relationship'),
  duplicateNextOfKin: MESSAGES.duplicateNextOfKin,
  nextOfKinIsCustomer: MESSAGES.nextOfKinIsCustomer,
} as const;

const PERSON = FIELD_SHAPES.PersonInput;

/** The person rules every form about a person shares (SPEC §5), as Yup fields. */
export function personFields() {
  return {
    ...nameFields(PERSON),
    email: optionalText(PERSON.email, INDIVIDUAL_MESSAGES.email),
    mobile: requiredText(PERSON.mobile, INDIVIDUAL_MESSAGES.mobile),
    dob: requiredText(PERSON.dob, INDIVIDUAL_MESSAGES.dob).test(
      'real-past-date',
      INDIVIDUAL_MESSAGES.dob,
      function pastDate(value) {
        return !checkCustomerWithNextOfKin({ dob: value ?? '', idNumber: 'x' }, todayOf(this)).dob;
      },
    ),
    sex: stringChoice(PERSON.sex, INDIVIDUAL_MESSAGES.sex),
    maritalStatus: stringChoice(PERSON.maritalStatus, FORM_MESSAGES.maritalStatus),
    idType: numberChoice(PERSON.idType, FORM_MESSAGES.idType),
    idNumber: requiredText(PERSON.idNumber, INDIVIDUAL_MESSAGES.idNumber),
    address: requiredText(PERSON.address, INDIVIDUAL_MESSAGES.address),
    idCopy: optionalFile('copy of the ID'),
  };
}

/** SPEC §3 and §5: any person's details, without what only a customer has. */
export const personDetailsSchema: yup.ObjectSchema<PersonDetails> = yup.object(personFields());

/** SPEC §3 and §5: the individual customer's basic details, with the account premiums come from. */
export const individualDetailsSchema: yup.ObjectSchema<IndividualDetails> = yup.object({
  ...personFields(),
  accountNumber: requiredText(FIELD_SHAPES.CustomerInput.accountNumber, INDIVIDUAL_MESSAGES.accountNumber),
  language: letterLanguage(FIELD_SHAPES.CustomerInput.language),
});

/**
 * SPEC §3 and §5: one next of kin, refused when its id number is the customer's or another
 * next of kin's (`others`: the list without the entry being edited).
 */
export function nextOfKinSchema(
  others: readonly Pick<NextOfKin, 'idNumber'>[] = [],
  customerIdNumber?: string,
): yup.ObjectSchema<NextOfKin> {
  const taken = new Set(others.map((kin) => normaliseIdNumber(kin.idNumber)));
  const customer = customerIdNumber ? normaliseIdNumber(customerIdNumber) : undefined;
  return yup.object({
    ...personFields(),
    idNumber: personFields()
      .idNumber.test('not-customer', INDIVIDUAL_MESSAGES.nextOfKinIsCustomer, (value) =>
        value ? normaliseIdNumber(value) !== customer : true,
      )
      .test('no-duplicate', INDIVIDUAL_MESSAGES.duplicateNextOfKin, (value) =>
        value ? !taken.has(normaliseIdNumber(value)) : true,
      ),
    relationship: numberChoice(FIELD_SHAPES.NextOfKinInput.relationship, INDIVIDUAL_MESSAGES.relationship),
  });
}

/** What the details form holds while it is filled in (and what its draft stores). */
export interface IndividualFormValues extends PersonFormValues<IndividualDetails['sex']> {
  accountNumber: string;
  language: LetterLanguage;
}

export interface NextOfKinFormValues extends PersonFormValues<PersonDetails['sex']> {
  relationship: KinRelationship | '';
}

/** The form's values from saved details or a draft; anything missing or malformed starts empty. */
export function toIndividualFormValues(initial: unknown): IndividualFormValues {
  const source = formRecord(initial);
  return {
    ...toPersonFormValues(initial, ['male', 'female', 'other']),
    accountNumber: formText(source.accountNumber),
    language: formLetterLanguage(source.language),
  };
}

export function toNextOfKinFormValues(initial: unknown): NextOfKinFormValues {
  const source = formRecord(initial);
  const relationship = Number(source.relationship);
  return {
    ...toPersonFormValues(source, ['male', 'female', 'other']),
    relationship: [1, 2, 3, 4, 5].includes(relationship) ? (relationship as KinRelationship) : '',
  };
}

const CAST = { stripUnknown: true, abortEarly: true } as const;

/** Clean details from valid values: trimmed, idType a number, no empty optional fields. Throws if invalid. */
export function toIndividualDetails(values: unknown, today?: string): IndividualDetails {
  return withoutBlanks(individualDetailsSchema.validateSync(values, { ...CAST, context: { today } }));
}

export function toNextOfKin(
  values: unknown,
  others: readonly Pick<NextOfKin, 'idNumber'>[] = [],
  customerIdNumber?: string,
): NextOfKin {
  return withoutBlanks(nextOfKinSchema(others, customerIdNumber).validateSync(values, CAST));
}

function withoutBlanks<T extends PersonDetails>(person: T): T {
  const clean = { ...person };
  if (!clean.middleName) delete clean.middleName;
  if (!clean.email) delete clean.email;
  if (!clean.idCopy) delete clean.idCopy;
  return clean;
}

/** True when the details pass every rule of the schema and the server's cross-field rules (SPEC §5). */
function passes(schema: yup.AnyObjectSchema, details: unknown): boolean {
  if (!details || typeof details !== 'object') return false;
  try {
    schema.validateSync(details, { strict: false });
  } catch {
    return false;
  }
  return Object.keys(checkCustomerWithNextOfKin(details as PersonDetails)).length === 0;
}

/** A person (a leader, a member) whose details pass every form rule and the server's. */
export const isValidPerson = (details: unknown): details is PersonDetails =>
  passes(personDetailsSchema, details);

/** An individual customer whose details, their account included, pass every form rule and the server's. */
export const isValidIndividual = (details: unknown): details is IndividualDetails =>
  passes(individualDetailsSchema, details);

export function isValidNextOfKin(kin: unknown): kin is NextOfKin {
  if (!kin || typeof kin !== 'object') return false;
  try {
    nextOfKinSchema().validateSync(kin, { strict: false });
    return true;
  } catch {
    return false;
  }
}

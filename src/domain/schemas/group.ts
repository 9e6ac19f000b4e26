import * as yup from 'yup';
import { checkGroupLeaders, MESSAGES } from '@/domain/cross-field-rules';
import { provideValid } from '@/domain/form-messages';
import {
  formFile,
  formRecord,
  formText,
  type PersonFormValues,
  toPersonFormValues,
} from '@/domain/form-values';
import { normaliseIdNumber } from '@/domain/identity';
import { formLetterLanguage, type LetterLanguage } from '@/domain/letter-language';
import { FORM_MESSAGES, optionalFile } from './diaspora-details';
import { FIELD_SHAPES, letterLanguage, requiredText, wholeNumber } from './field-shape';
import { isValidPerson, type PersonDetails, personDetailsSchema } from './individual';

/** An uploaded document: where it is stored and the name it had. */
export interface GroupDocument {
  url: string;
  name: string;
}

export const GROUP_DOCUMENTS = ['registrationCertificate', 'proposalForm', 'meetingMinutes'] as const;
export type GroupDocumentKind = (typeof GROUP_DOCUMENTS)[number];

export type GroupDocuments = Partial<Record<GroupDocumentKind, GroupDocument>>;

/** A group's general information (SPEC §3, §5), as the registration holds it before it is sent. */
export interface GroupDetails {
  name: string;
  membersCount: number;
  address: string;
  /** The bank account the group's premiums are debited from. */
  accountNumber: string;
  documents: GroupDocuments;
  /** The group's: its leaders' letters are written in it. */
  language?: LetterLanguage | undefined;
}

export const GROUP_MESSAGES = {
  name: provideValid('group name', 'at least 3 characters'),
  membersCount: provideValid('number of members', 'a whole number, at least 1'),
  address: provideValid('address', 'at least 3 characters'),
  accountNumber: FORM_MESSAGES.accountNumber,
  duplicateLeader: MESSAGES.duplicateLeader,
  invalidLeader: 'Please check the leader details',
} as const;

/**
 * SPEC §5: name 3+, members count a whole number 1+, address 3+, the account premiums come from,
 * each document with url and name.
 */
export const groupDetailsSchema: yup.ObjectSchema<GroupDetails> = yup.object({
  name: requiredText(FIELD_SHAPES.GroupInput.name, GROUP_MESSAGES.name),
  membersCount: wholeNumber(FIELD_SHAPES.GroupInput.membersCount, GROUP_MESSAGES.membersCount),
  address: requiredText(FIELD_SHAPES.GroupInput.address, GROUP_MESSAGES.address),
  accountNumber: requiredText(FIELD_SHAPES.GroupInput.accountNumber, GROUP_MESSAGES.accountNumber),
  documents: yup
    .object({
      registrationCertificate: optionalFile('registration certificate'),
      proposalForm: optionalFile('proposal form'),
      meetingMinutes: optionalFile('meeting minutes'),
    })
    .default({}),
  language: letterLanguage(FIELD_SHAPES.GroupInput.language),
});

/** What the general information form holds while it is filled in (and what its draft stores). */
export interface GroupFormValues {
  name: string;
  membersCount: number | '';
  address: string;
  accountNumber: string;
  documents: Record<GroupDocumentKind, GroupDocument | null>;
  language: LetterLanguage;
}

/** The form's values from saved details or a draft; anything missing or malformed starts empty. */
export function toGroupFormValues(initial: unknown): GroupFormValues {
  const source = formRecord(initial);
  const documents = formRecord(source.documents);
  const count = source.membersCount;
  return {
    name: formText(source.name),
    membersCount: typeof count === 'number' && Number.isFinite(count) ? count : '',
    address: formText(source.address),
    accountNumber: formText(source.accountNumber),
    language: formLetterLanguage(source.language),
    documents: {
      registrationCertificate: formFile(documents.registrationCertificate),
      proposalForm: formFile(documents.proposalForm),
      meetingMinutes: formFile(documents.meetingMinutes),
    },
  };
}

const CAST = { stripUnknown: true, abortEarly: true } as const;

/** Clean details from valid values: trimmed, a number of members, only the documents given. Throws if invalid. */
export function toGroupDetails(values: unknown): GroupDetails {
  const clean = groupDetailsSchema.validateSync(values, CAST);
  const documents: GroupDocuments = {};
  for (const kind of GROUP_DOCUMENTS) {
    const document = clean.documents[kind];
    if (document) documents[kind] = { url: document.url, name: document.name };
  }
  return { ...clean, documents };
}

export function isValidGroupDetails(details: unknown): details is GroupDetails {
  if (!details || typeof details !== 'object') return false;
  try {
    groupDetailsSchema.validateSync(details, { strict: false });
    return true;
  } catch {
    return false;
  }
}

/** A group leader (SPEC §3): a person of the individual rules with an optional photo. */
export interface Leader extends PersonDetails {
  photo?: GroupDocument | undefined;
}

export interface LeaderFormValues extends PersonFormValues<PersonDetails['sex']> {
  photo: GroupDocument | null;
}

/**
 * One leader's form: the individual rules plus a photo, refused when the id number is already
 * another leader's (`others`: the leaders of the other two positions).
 */
export function leaderSchema(others: readonly Pick<Leader, 'idNumber'>[] = []): yup.ObjectSchema<Leader> {
  const taken = new Set(others.map((leader) => normaliseIdNumber(leader.idNumber)));
  return personDetailsSchema.shape({
    idNumber: (personDetailsSchema.fields.idNumber as yup.StringSchema<string>).test(
      'not-another-leader',
      GROUP_MESSAGES.duplicateLeader,
      (value) => (typeof value === 'string' ? !taken.has(normaliseIdNumber(value)) : true),
    ),
    photo: optionalFile('photo'),
  });
}

/** A leader's form values; the id type starts as 1 (National ID) when none is known. */
export function toLeaderFormValues(initial: unknown): LeaderFormValues {
  const values = toPersonFormValues(initial, ['male', 'female', 'other']);
  return {
    ...values,
    idType: values.idType === '' ? 1 : values.idType,
    photo: formFile(formRecord(initial).photo),
  };
}

/** A clean leader from valid values: trimmed, idType a number, no empty optional fields. Throws if invalid. */
export function toLeader(values: unknown, others: readonly Pick<Leader, 'idNumber'>[] = []): Leader {
  const leader: Leader = { ...leaderSchema(others).validateSync(values, CAST) };
  if (!leader.middleName) delete leader.middleName;
  if (!leader.email) delete leader.email;
  if (!leader.idCopy) delete leader.idCopy;
  if (!leader.photo) delete leader.photo;
  return leader;
}

/** True when the leader passes every person rule (and the server's), the photo included. */
export function isValidLeader(leader: unknown): leader is Leader {
  if (!isValidPerson(leader)) return false;
  const { photo } = leader as Leader;
  return photo === undefined || formFile(photo) !== null;
}

export const LEADER_SLOTS = ['chairperson', 'secretary', 'treasurer'] as const;
export type LeaderSlot = (typeof LEADER_SLOTS)[number];
export type Leaders = Record<LeaderSlot, Leader | null>;

export const isLeaderSlot = (slot: unknown): slot is LeaderSlot =>
  (LEADER_SLOTS as readonly unknown[]).includes(slot);

/**
 * Why these leaders (some positions may still be empty) cannot stand, or null when they can:
 * each one valid, no two with the same id number.
 */
export function leadersProblem(leaders: Partial<Leaders>): string | null {
  const filled: Partial<Record<LeaderSlot, Leader>> = {};
  for (const slot of LEADER_SLOTS) {
    const leader = leaders[slot];
    if (!leader) continue;
    if (!isValidLeader(leader)) return GROUP_MESSAGES.invalidLeader;
    filled[slot] = leader;
  }
  const errors = checkGroupLeaders(filled);
  return Object.values(errors)[0] ?? null;
}

/** All three positions filled, by three different, valid people. */
export const hasAllLeaders = (leaders: Partial<Leaders>): boolean =>
  LEADER_SLOTS.every((slot) => Boolean(leaders[slot])) && leadersProblem(leaders) === null;

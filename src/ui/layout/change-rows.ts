import { formatDate } from '@/domain/dates';
import { type RelationshipWord, relationshipWord } from '@/domain/identity';

/**
 * One field of a waiting change, as the contract's ChangedField carries it: the approved value,
 * the proposed one, and for an id (a policy) the names to show instead.
 */
export interface ChangedFieldView {
  field: string;
  before: unknown;
  after: unknown;
  beforeLabel?: string | null | undefined;
  afterLabel?: string | null | undefined;
}

/** One thing a side of the diff shows: a value, or a person of a list, with its document. */
export interface DiffEntry {
  /** The first line is the value or the person's name; further lines say more of the person. */
  lines: string[];
  /** In a list: this person is new on the proposed side, or gone from the approved side. */
  mark?: 'added' | 'removed';
  file?: { url: string; label: string };
}

/** One changed field: its label, and what it holds now and after approval. */
export interface DiffRow {
  field: string;
  label: string;
  before: DiffEntry[];
  after: DiffEntry[];
  /** What an empty side says ('None', 'No Attachment'). */
  empty: string;
}

export type IdTypeWord = 'national' | 'voter' | 'passport' | 'driving';

/** The words the rows are written with; the component reads them from the catalogue. */
export interface DiffWords {
  fieldLabel: (field: string) => string | undefined;
  none: string;
  noDocument: string;
  document: string;
  viewDocument: string;
  viewProof: string;
  sex: (value: string) => string | undefined;
  maritalStatus: (value: string) => string | undefined;
  idType: (type: IdTypeWord) => string;
  relationship: (relationship: RelationshipWord) => string;
  position: (position: string) => string | undefined;
  born: (date: string) => string;
  identification: (type: string, number: string) => string;
  mobile: (mobile: string) => string;
  withRole: (name: string, role: string) => string;
  nextOfKin: (names: string) => string;
}

/** Id types as the contract numbers them (SPEC §3; the fourth, a driving licence, for members). */
const ID_TYPES: Record<number, IdTypeWord> = { 1: 'national', 2: 'voter', 3: 'passport', 4: 'driving' };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
};

/** 'maritalStatus' in words, for a field the catalogue does not name. */
const inWords = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

function nameOf(person: Json): string {
  return [person.firstName, person.middleName, person.lastName]
    .map(text)
    .filter((part): part is string => part !== undefined)
    .join(' ');
}

function idTypeText(value: unknown, words: DiffWords): string | undefined {
  const type = typeof value === 'number' ? ID_TYPES[value] : undefined;
  return type ? words.idType(type) : text(value);
}

function sexText(value: unknown, words: DiffWords): string | undefined {
  const sex = text(value);
  return sex ? (words.sex(sex.toLowerCase()) ?? capitalised(sex)) : undefined;
}

/** Born, sex and identification of a person of a list, as one line: the parts they have. */
function personFacts(person: Json, words: DiffWords): string[] {
  const dob = formatDate(text(person.dob));
  const sex = sexText(person.sex, words);
  const type = idTypeText(person.idType, words);
  const number = text(person.idNumber);
  const mobile = text(person.mobile);
  const facts = [
    dob ? words.born(dob) : undefined,
    sex,
    number ? (type ? words.identification(type, number) : number) : undefined,
    mobile ? words.mobile(mobile) : undefined,
  ].filter((fact): fact is string => fact !== undefined);
  return facts.length > 0 ? [facts.join(' · ')] : [];
}

function fileOf(value: unknown, label: string): DiffEntry['file'] {
  const url = text(value);
  return url ? { url, label } : undefined;
}

/** A next of kin: name and relationship, then born, sex, identification and mobile. */
function kinEntry(kin: Json, words: DiffWords): DiffEntry {
  const relationship = typeof kin.relationship === 'number' ? relationshipWord(kin.relationship) : undefined;
  const name = nameOf(kin);
  const file = fileOf(kin.idCopy, words.viewDocument);
  return {
    lines: [
      relationship ? words.withRole(name, words.relationship(relationship)) : name,
      ...personFacts(kin, words),
    ],
    ...(file ? { file } : {}),
  };
}

/** A declared beneficiary: name and relationship, then born and sex, with the proof of relationship. */
function beneficiaryEntry(beneficiary: Json, words: DiffWords): DiffEntry {
  const relationship =
    typeof beneficiary.relationship === 'number' ? relationshipWord(beneficiary.relationship) : undefined;
  const name = nameOf(beneficiary);
  const file = fileOf(beneficiary.copyOfProof, words.viewProof);
  return {
    lines: [
      relationship ? words.withRole(name, words.relationship(relationship)) : name,
      ...personFacts(beneficiary, words),
    ],
    ...(file ? { file } : {}),
  };
}

/** A member a change adds to a group: name and position, the facts, then their next of kin. */
function memberEntry(member: Json, words: DiffWords): DiffEntry {
  const position = text(member.position);
  const role = position ? (words.position(position) ?? position) : undefined;
  const name = nameOf(member);
  const kin = Array.isArray(member.nextOfKins)
    ? member.nextOfKins.filter(isObject).map((person) => nameOf(person))
    : [];
  const file = fileOf(member.idCopy, words.viewDocument);
  return {
    lines: [
      role ? words.withRole(name, role) : name,
      ...personFacts(member, words),
      ...(kin.length > 0 ? [words.nextOfKin(kin.join(', '))] : []),
    ],
    mark: 'added',
    ...(file ? { file } : {}),
  };
}

/**
 * Two lists of people, side by side: who is on both stays unmarked, who only the approved list
 * holds is marked removed, who only the proposed one holds is marked added. A person whose details
 * change shows as removed with the old details and added with the new.
 */
function listSides(before: unknown, after: unknown, entry: (person: Json) => DiffEntry) {
  const people = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
  const key = (person: Json) => JSON.stringify(person);
  const beforeKeys = new Set(people(before).map(key));
  const afterKeys = new Set(people(after).map(key));
  return {
    before: people(before).map(
      (person): DiffEntry => ({
        ...entry(person),
        ...(afterKeys.has(key(person)) ? {} : { mark: 'removed' as const }),
      }),
    ),
    after: people(after).map(
      (person): DiffEntry => ({
        ...entry(person),
        ...(beforeKeys.has(key(person)) ? {} : { mark: 'added' as const }),
      }),
    ),
  };
}

/** One value of a field that holds a single value, in words. */
function valueEntries(field: string, value: unknown, label: string | null | undefined, words: DiffWords) {
  const one = (line: string | undefined): DiffEntry[] => (line ? [{ lines: [line] }] : []);
  switch (field) {
    case 'dob':
      return one(formatDate(text(value)) || text(value));
    case 'sex':
      return one(sexText(value, words));
    case 'maritalStatus': {
      const status = text(value);
      return one(status ? (words.maritalStatus(status) ?? capitalised(status)) : undefined);
    }
    case 'idType':
      return one(idTypeText(value, words));
    case 'policyId':
      return one(label ?? text(value));
    case 'idCopy': {
      const file = fileOf(value, words.viewDocument);
      return file ? [{ lines: [words.document], file }] : [];
    }
    default:
      return one(label ?? text(value));
  }
}

/** The rows of a change's diff, one per changed field, in the order the change lists them. */
export function changeRows(fields: readonly ChangedFieldView[], words: DiffWords): DiffRow[] {
  return fields.map((changed) => {
    const label = words.fieldLabel(changed.field) ?? inWords(changed.field);
    const row = { field: changed.field, label, empty: words.none };
    switch (changed.field) {
      case 'nextOfKins':
        return { ...row, ...listSides(changed.before, changed.after, (kin) => kinEntry(kin, words)) };
      case 'beneficiaries':
        return {
          ...row,
          ...listSides(changed.before, changed.after, (person) => beneficiaryEntry(person, words)),
        };
      case 'member':
        return {
          ...row,
          before: [],
          after: isObject(changed.after) ? [memberEntry(changed.after, words)] : [],
        };
      default:
        return {
          ...row,
          empty: changed.field === 'idCopy' ? words.noDocument : words.none,
          before: valueEntries(changed.field, changed.before, changed.beforeLabel, words),
          after: valueEntries(changed.field, changed.after, changed.afterLabel, words),
        };
    }
  });
}

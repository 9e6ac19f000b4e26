/** Identity documents (SPEC §3, §5, §9). */
export const ID_TYPES = {
  1: { name: 'NATIONAL_ID', label: 'National ID', length: 20 },
  2: { name: 'VOTER_ID', label: 'Voter ID', length: 13 },
  3: { name: 'PASSPORT_ID', label: 'Passport', length: 9 },
} as const;

export type IdType = keyof typeof ID_TYPES;

export function isIdType(value: unknown): value is IdType {
  return value === 1 || value === 2 || value === 3;
}

/**
 * The id number as it is stored and compared: without the dashes and white space people type
 * into it, and with its letters upper-cased, so "tz-123 4567" and "TZ1234567" are one passport.
 * Only a-z change case: what the database's migration does to older rows is exactly this.
 */
export function normaliseIdNumber(idNumber: string): string {
  return idNumber.replace(/[-\s]/g, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** True when the id number has the length its document type requires. */
export function hasValidIdLength(idType: IdType, idNumber: string): boolean {
  return normaliseIdNumber(idNumber).length === ID_TYPES[idType].length;
}

/** Relationships as the contract numbers them (SPEC §3), each with the word the catalogue uses. */
export const RELATIONSHIPS = {
  1: 'member',
  2: 'spouse',
  3: 'child',
  4: 'parent',
  5: 'parentInLaw',
} as const;
export type Relationship = keyof typeof RELATIONSHIPS;
export type RelationshipWord = (typeof RELATIONSHIPS)[Relationship];

/** The word of a relationship code, or undefined for a code the contract does not know. */
export function relationshipWord(code: number): RelationshipWord | undefined {
  return RELATIONSHIPS[code as Relationship];
}

/**
 * The documents a group member may identify with (SPEC §3, group multistep form): the three
 * of the individual rules plus a driving licence. The labels shown come from the catalogue.
 */
export const MEMBER_ID_TYPES = {
  1: { name: 'NIDA' },
  2: { name: 'voting_id' },
  3: { name: 'passport' },
  4: { name: 'driving_licence' },
} as const;

export type MemberIdType = keyof typeof MEMBER_ID_TYPES;

export function isMemberIdType(value: unknown): value is MemberIdType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

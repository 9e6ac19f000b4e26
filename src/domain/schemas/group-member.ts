import * as yup from 'yup';
import { provideValid } from '@/domain/form-messages';
import { formFile, formRecord, type PersonFormValues, toPersonFormValues } from '@/domain/form-values';
import { isMemberIdType, type MemberIdType } from '@/domain/identity';
import { FORM_MESSAGES, optionalFile } from './diaspora-details';
import { FIELD_SHAPES, numberChoice, stringChoice } from './field-shape';
import { type PersonDetails, personFields } from './individual';

/** A member's place in the group (SPEC §3, group multistep form). */
export const MEMBER_POSITIONS = ['chair-person', 'vice-chair-person', 'treasurer', 'member'] as const;
export type MemberPosition = (typeof MEMBER_POSITIONS)[number];

/** Positions one member of a group holds at a time; any number of people are plain members. */
export const LEADING_POSITIONS: readonly MemberPosition[] = [
  'chair-person',
  'vice-chair-person',
  'treasurer',
];

export const isMemberPosition = (value: unknown): value is MemberPosition =>
  (MEMBER_POSITIONS as readonly unknown[]).includes(value);

export const GROUP_MEMBER_MESSAGES = {
  position: provideValid('position'),
  positionTaken: 'Another member already holds this position in the group',
} as const;

/** A group member as the add-member wizard holds it: the individual rules, four id types, a position. */
export interface GroupMemberDetails extends Omit<PersonDetails, 'idType'> {
  idType: MemberIdType;
  position: MemberPosition;
  photo?: { url: string; name: string } | undefined;
}

/**
 * SPEC §3 and §5: the member information step. `taken`: the leading positions already held in
 * the group, which the member cannot take.
 */
export function groupMemberSchema(taken: readonly string[] = []): yup.ObjectSchema<GroupMemberDetails> {
  const held = new Set(taken.filter((position) => position !== 'member'));
  return yup.object({
    ...personFields(),
    idType: numberChoice(FIELD_SHAPES.MemberInput.idType, FORM_MESSAGES.idType),
    position: stringChoice(FIELD_SHAPES.MemberInput.position, GROUP_MEMBER_MESSAGES.position).test(
      'position-free',
      GROUP_MEMBER_MESSAGES.positionTaken,
      (value) => !value || !held.has(value),
    ),
    photo: optionalFile('photo'),
  });
}

/** What the member form holds while it is filled in. */
export interface GroupMemberFormValues extends Omit<PersonFormValues<PersonDetails['sex']>, 'idType'> {
  idType: MemberIdType | '';
  position: MemberPosition | '';
  photo: { url: string; name: string } | null;
}

/** The form's values from saved details; anything missing or malformed starts empty. */
export function toGroupMemberFormValues(initial: unknown): GroupMemberFormValues {
  const source = formRecord(initial);
  const idType = Number(source.idType);
  return {
    ...toPersonFormValues(source, ['male', 'female', 'other']),
    idType: isMemberIdType(idType) ? idType : '',
    position: isMemberPosition(source.position) ? source.position : '',
    photo: formFile(source.photo),
  };
}

/** Clean details from valid values: trimmed, idType a number, no empty optional fields. Throws if invalid. */
export function toGroupMemberDetails(
  values: unknown,
  taken: readonly string[] = [],
  today?: string,
): GroupMemberDetails {
  const member = groupMemberSchema(taken).validateSync(values, {
    stripUnknown: true,
    abortEarly: true,
    context: { today },
  });
  const clean = { ...member };
  if (!clean.middleName) delete clean.middleName;
  if (!clean.email) delete clean.email;
  if (!clean.idCopy) delete clean.idCopy;
  if (!clean.photo) delete clean.photo;
  return clean;
}

/** True when the member passes every rule of the form (and the server's), `taken` positions aside. */
export function isValidGroupMember(
  member: unknown,
  taken: readonly string[] = [],
): member is GroupMemberDetails {
  if (!member || typeof member !== 'object') return false;
  try {
    groupMemberSchema(taken).validateSync(member, { strict: false });
    return true;
  } catch {
    return false;
  }
}

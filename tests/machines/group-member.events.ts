import type { GroupMemberContext, GroupMemberEvent, GroupMemberInput } from '@machines/group-member.machine';
import type { GroupMemberDetails } from '@/domain/schemas/group-member';
import type { NextOfKin } from '@/domain/schemas/individual';

/** The events, with the payloads that matter, that generated add-member paths may take. */

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-10`;

/** The wizard as the plus button opens it, in a group whose chair person is already known. */
export const GROUP_MEMBER_INPUT: GroupMemberInput = { position: 'member', takenPositions: ['chair-person'] };

/** A member identified by a driving licence, the id type only members have. */
export const VALID_MEMBER: GroupMemberDetails = {
  firstName: 'Halima',
  lastName: 'Mrisho',
  mobile: '0765432109',
  dob: yearsAgo(41),
  sex: 'female',
  maritalStatus: 'married',
  idType: 4,
  idNumber: '4001234567',
  address: 'Kariakoo, Dar es Salaam',
  position: 'member',
};

export const MEMBER_KIN_SPOUSE: NextOfKin = {
  firstName: 'Salim',
  lastName: 'Mrisho',
  mobile: '0713579246',
  dob: yearsAgo(45),
  sex: 'male',
  maritalStatus: 'married',
  idType: 1,
  idNumber: '19790704141230000789',
  address: 'Kariakoo, Dar es Salaam',
  relationship: 2,
};

export const MEMBER_KIN_CHILD: NextOfKin = {
  firstName: 'Rukia',
  lastName: 'Mrisho',
  mobile: '0622334455',
  dob: yearsAgo(20),
  sex: 'female',
  maritalStatus: 'single',
  idType: 3,
  idNumber: 'TZA0098765',
  address: 'Kariakoo, Dar es Salaam',
  relationship: 3,
};

export const POSITION_TAKEN = 'The group already has a treasurer';

/** Every event of the model; a third next of kin, duplicates and taken positions are offered, and refused. */
export function groupMemberEvents(context: GroupMemberContext): GroupMemberEvent[] {
  return [
    { type: 'member.submit', member: VALID_MEMBER },
    { type: 'member.submit', member: { ...VALID_MEMBER, position: 'treasurer' } },
    // The chair person is taken; a mobile outside Tanzania; an id type members do not have.
    { type: 'member.submit', member: { ...VALID_MEMBER, position: 'chair-person' } },
    { type: 'member.submit', member: { ...VALID_MEMBER, mobile: '0812345678' } },
    { type: 'member.submit', member: { ...VALID_MEMBER, idType: 5 as 4 } },
    { type: 'step.previous' },
    { type: 'step.goto', step: 'step-one' },
    { type: 'step.goto', step: 'step-two' },
    { type: 'kin.add', kin: context.nextOfKins.length === 0 ? MEMBER_KIN_SPOUSE : MEMBER_KIN_CHILD },
    // The same person again (by id number), and the member as their own next of kin.
    { type: 'kin.add', kin: { ...MEMBER_KIN_SPOUSE, firstName: 'Yahya' } },
    { type: 'kin.add', kin: { ...MEMBER_KIN_CHILD, idNumber: VALID_MEMBER.idNumber } },
    { type: 'kin.update', index: 0, kin: { ...MEMBER_KIN_SPOUSE, address: 'Ilala, Dar es Salaam' } },
    { type: 'kin.update', index: 4, kin: MEMBER_KIN_CHILD },
    { type: 'kin.remove', index: 0 },
    { type: 'save' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Failed to add new group member.' },
    { type: 'submit.failed', message: POSITION_TAKEN, fieldErrors: { position: POSITION_TAKEN } },
    { type: 'submit.retry' },
  ];
}

/** A narrower event set whose every simple path to done can be enumerated. */
export function groupMemberJourneyEvents(context: GroupMemberContext): GroupMemberEvent[] {
  const events: GroupMemberEvent[] = [
    { type: 'member.submit', member: VALID_MEMBER },
    { type: 'step.previous' },
    { type: 'save' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Failed to add new group member.' },
    { type: 'submit.retry' },
  ];
  if (context.nextOfKins.length === 0) events.push({ type: 'kin.add', kin: MEMBER_KIN_SPOUSE });
  return events;
}

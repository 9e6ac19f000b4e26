import {
  type GroupRegistrationContext,
  type GroupRegistrationEvent,
  groupRegistrationMachine,
} from '@machines/group-registration.machine';
import { createTestModel } from 'xstate/graph';
import type { ChosenPolicy } from '@/domain/policy';
import { type GroupDetails, LEADER_SLOTS, type Leader, type LeaderSlot } from '@/domain/schemas/group';

/** The events, with the payloads that matter, that generated group registration paths may take. */

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-10`;

export const GROUP_DETAILS: GroupDetails = {
  name: 'Umoja Savings Group',
  membersCount: 25,
  address: 'Sinza, Dar es Salaam',
  accountNumber: '0150987654321',
  documents: {
    registrationCertificate: {
      url: '/api/v1/files/3f1c2a9e-7b5d-4c1e-9a2f-0d6b8e4c1a77',
      name: 'registration-certificate.pdf',
    },
  },
};

export const GROUP_POLICY: ChosenPolicy = {
  policyId: '8c2d4e6f-1a3b-4c5d-9e7f-2b4d6f8a0c1e',
  name: 'Group Life Cover',
  premium: 120_000,
  memberBenefit: 5_000_000,
  spouseBenefit: 2_500_000,
  childBenefit: 1_000_000,
  parentBenefit: 1_000_000,
  parentInLawBenefit: 750_000,
};

export const CHAIRPERSON: Leader = {
  firstName: 'Halima',
  lastName: 'Msuya',
  mobile: '0713456789',
  dob: yearsAgo(45),
  sex: 'female',
  maritalStatus: 'married',
  idType: 1,
  idNumber: '19790310141230000111',
  address: 'Sinza, Dar es Salaam',
};

export const SECRETARY: Leader = {
  firstName: 'Joseph',
  lastName: 'Mrema',
  mobile: '+255754111222',
  dob: yearsAgo(38),
  sex: 'male',
  maritalStatus: 'single',
  idType: 2,
  idNumber: 'T1000987654',
  address: 'Ubungo, Dar es Salaam',
};

export const TREASURER: Leader = {
  firstName: 'Rehema',
  lastName: 'Kweka',
  mobile: '0688123456',
  dob: yearsAgo(41),
  sex: 'female',
  maritalStatus: 'married',
  idType: 1,
  idNumber: '19830310141230000333',
  address: 'Mwenge, Dar es Salaam',
};

export const LEADER_OF: Record<LeaderSlot, Leader> = {
  chairperson: CHAIRPERSON,
  secretary: SECRETARY,
  treasurer: TREASURER,
};

export const LEADER_CONFLICT = {
  message: 'A customer with this id number is already registered',
  fieldErrors: { 'chairperson.idNumber': 'A customer with this id number is already registered' },
};

/** Events of the full model: malformed payloads, duplicates and an invalid leader are always offered, and refused. */
export function groupRegistrationEvents(_context: GroupRegistrationContext): GroupRegistrationEvent[] {
  return [
    { type: 'details.submit', details: GROUP_DETAILS },
    { type: 'details.submit', details: { ...GROUP_DETAILS, name: 'Ab' } },
    { type: 'policy.choose', policy: GROUP_POLICY },
    { type: 'policy.choose', policy: { policyId: '', name: 'Nothing' } },
    { type: 'step.next' },
    { type: 'step.previous' },
    { type: 'step.goto', step: 'basic-details' },
    { type: 'step.goto', step: 'leaders' },
    ...LEADER_SLOTS.map((slot) => ({ type: 'leader.set', slot, leader: LEADER_OF[slot] }) as const),
    // The chair person again as secretary (same id number, spaced), and a mobile outside Tanzania.
    {
      type: 'leader.set',
      slot: 'secretary',
      leader: {
        ...SECRETARY,
        idNumber: ` ${CHAIRPERSON.idNumber.slice(0, 8)}-${CHAIRPERSON.idNumber.slice(8)}`,
      },
    },
    { type: 'leader.set', slot: 'treasurer', leader: { ...TREASURER, mobile: '0812345678' } },
    { type: 'leader.set', slot: 'patron' as LeaderSlot, leader: TREASURER },
    { type: 'leader.remove', slot: 'chairperson' },
    { type: 'register' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', ...LEADER_CONFLICT },
    { type: 'submit.retry' },
  ];
}

/** A narrower event set, what staff do on the screens, whose every simple path to done can be enumerated. */
export function groupRegistrationJourneyEvents(context: GroupRegistrationContext): GroupRegistrationEvent[] {
  const events: GroupRegistrationEvent[] = [
    { type: 'details.submit', details: GROUP_DETAILS },
    { type: 'step.next' },
    { type: 'step.previous' },
    { type: 'register' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Oops an unexpected error occurred' },
    { type: 'submit.retry' },
  ];
  if (!context.policy) events.push({ type: 'policy.choose', policy: GROUP_POLICY });
  // Leaders are added in order: the chair person first.
  const empty = LEADER_SLOTS.find((slot) => context.leaders[slot] === null);
  if (empty) events.push({ type: 'leader.set', slot: empty, leader: LEADER_OF[empty] });
  return events;
}

const byStateAndContext = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);

export const groupRegistrationModel = () =>
  createTestModel(groupRegistrationMachine, {
    events: (s) => groupRegistrationEvents(s.context),
    serializeState: byStateAndContext,
  });

export const groupRegistrationJourneyModel = () =>
  createTestModel(groupRegistrationMachine, {
    events: (s) => groupRegistrationJourneyEvents(s.context),
    serializeState: byStateAndContext,
  });

/** The generated paths the machine docs list: every journey to done, and the shortest path to every state. */
export function groupRegistrationPaths() {
  return [
    ...groupRegistrationJourneyModel().getSimplePaths({ toState: (s) => s.status === 'done' }),
    ...groupRegistrationModel().getShortestPaths(),
  ];
}

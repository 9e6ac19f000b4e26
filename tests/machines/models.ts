import { authMachine } from '@machines/auth.machine';
import { confirmMachine } from '@machines/confirm.machine';
import { coverStatusMachine } from '@machines/cover-status.machine';
import { groupMemberMachine } from '@machines/group-member.machine';
import { groupRegistrationMachine } from '@machines/group-registration.machine';
import { individualRegistrationMachine } from '@machines/individual-registration.machine';
import { onboardingMachine } from '@machines/onboarding.machine';
import type { AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { COVER_STATUS_EVENTS, COVER_STATUS_TURNS, MAKER } from './cover-status.events';
import {
  AUTH_EVENTS,
  CONFIRM_EVENTS,
  individualRegistrationEvents,
  individualRegistrationJourneyEvents,
  onboardingEvents,
  onboardingJourneyEvents,
} from './events';
import { GROUP_MEMBER_INPUT, groupMemberEvents, groupMemberJourneyEvents } from './group-member.events';
import { groupRegistrationPaths } from './group-registration.events';

interface GeneratedPath {
  steps: { event: { type: string } }[];
  state: { value: unknown };
}

/** Every statechart with the generated test paths the docs list. */
export interface MachineModel {
  name: string;
  file: string;
  machine: AnyStateMachine;
  paths: () => GeneratedPath[];
}

const byStateAndContext = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);

/**
 * The auth chart's paths the docs list and the login page replays: the shortest to every state,
 * and every simple path to a sign-in and to a sign-out (all its simple paths, some two hundred
 * with the captcha, are walked by the chart's own test).
 */
export function authPaths() {
  const model = createTestModel(authMachine, { events: AUTH_EVENTS });
  return [
    ...model.getShortestPaths(),
    ...model.getSimplePaths({ toState: (s) => s.matches('signedIn') }),
    ...model.getSimplePaths({ toState: (s) => s.matches('signingOut') }),
  ];
}

export const MACHINE_MODELS: MachineModel[] = [
  {
    name: 'auth',
    file: 'machines/auth.machine.ts',
    machine: authMachine,
    paths: authPaths,
  },
  {
    name: 'confirm',
    file: 'machines/confirm.machine.ts',
    machine: confirmMachine,
    paths: () => {
      const model = createTestModel(confirmMachine, { events: CONFIRM_EVENTS });
      return [...model.getShortestPaths(), ...model.getSimplePaths()];
    },
  },
  {
    name: 'onboarding',
    file: 'machines/onboarding.machine.ts',
    machine: onboardingMachine,
    // Every simple path of the full event set is too many to list: the journeys to done are.
    paths: () => [
      ...createTestModel(onboardingMachine, {
        events: (s) => onboardingJourneyEvents(s.context),
        serializeState: byStateAndContext,
      }).getSimplePaths({ toState: (s) => s.status === 'done' }),
      ...createTestModel(onboardingMachine, {
        events: (s) => onboardingEvents(s.context),
        serializeState: byStateAndContext,
      }).getShortestPaths(),
    ],
  },
  {
    name: 'individual registration',
    file: 'machines/individual-registration.machine.ts',
    machine: individualRegistrationMachine,
    paths: () => [
      ...createTestModel(individualRegistrationMachine, {
        events: (s) => individualRegistrationJourneyEvents(s.context),
        serializeState: byStateAndContext,
      }).getSimplePaths({ toState: (s) => s.status === 'done' }),
      ...createTestModel(individualRegistrationMachine, {
        events: (s) => individualRegistrationEvents(s.context),
        serializeState: byStateAndContext,
      }).getShortestPaths(),
    ],
  },
  {
    name: 'group registration',
    file: 'machines/group-registration.machine.ts',
    machine: groupRegistrationMachine,
    paths: groupRegistrationPaths,
  },
  {
    name: 'group member',
    file: 'machines/group-member.machine.ts',
    machine: groupMemberMachine,
    paths: () => [
      ...createTestModel(groupMemberMachine, {
        input: GROUP_MEMBER_INPUT,
        events: (s) => groupMemberJourneyEvents(s.context),
        serializeState: byStateAndContext,
      }).getSimplePaths({ toState: (s) => s.status === 'done' }),
      ...createTestModel(groupMemberMachine, {
        input: GROUP_MEMBER_INPUT,
        events: (s) => groupMemberEvents(s.context),
        serializeState: byStateAndContext,
      }).getShortestPaths(),
    ],
  },
  {
    name: 'cover status',
    file: 'machines/cover-status.machine.ts',
    machine: coverStatusMachine,
    // Who made and who checked a record is part of its state.
    paths: () => [
      ...createTestModel(coverStatusMachine, {
        input: { creatorId: MAKER.userId },
        events: COVER_STATUS_EVENTS,
        serializeState: byStateAndContext,
      }).getShortestPaths(),
      ...createTestModel(coverStatusMachine, {
        input: { creatorId: MAKER.userId },
        events: COVER_STATUS_TURNS,
        serializeState: byStateAndContext,
      }).getSimplePaths(),
    ],
  },
];

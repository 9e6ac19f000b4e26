import { authMachine } from '@machines/auth.machine';
import { confirmMachine } from '@machines/confirm.machine';
import { coverStatusMachine } from '@machines/cover-status.machine';
import { groupMemberMachine } from '@machines/group-member.machine';
import { individualRegistrationMachine } from '@machines/individual-registration.machine';
import { onboardingMachine } from '@machines/onboarding.machine';
import { type AdjacencyMap, adjacencyMapToArray, createTestModel } from 'xstate/graph';
import { COVER_STATUS_EVENTS, MAKER } from './cover-status.events';
import { type CoverPath, stateKey } from './cover-status-moves';
import { AUTH_EVENTS, CONFIRM_EVENTS, individualRegistrationEvents, onboardingEvents } from './events';
import { GROUP_MEMBER_INPUT, groupMemberEvents } from './group-member.events';
import { groupRegistrationModel } from './group-registration.events';
import {
  authScreenPaths,
  confirmScreenPaths,
  coverStatusBrowserPaths,
  coverStatusScreenPaths,
  groupMemberScreenPaths,
  groupRegistrationScreenPaths,
  individualScreenPaths,
  onboardingBrowserPaths,
  onboardingScreenPaths,
} from './screen-paths';
import { byStateAndContext, nameOf, type Snapshot, transitionsWalked } from './transitions';

/**
 * Which of a statechart's states and transitions the screens reach, and where. A transition is
 * named by its state values and event type (`"policy" —step.next→ "basicDetails"`); one whose
 * state value and context stay as they were is no transition.
 */

/** A test model, as far as its graph goes. */
interface Graph {
  getAdjacencyMap(): object;
}

const coverTransitions = (paths: readonly CoverPath[]) =>
  paths.flatMap((path) =>
    path.steps
      .filter((step) => stateKey(step.from) !== stateKey(step.to))
      .map((step) => nameOf(step.from.status, step.event.type, step.to.status)),
  );

/** Every transition of the chart under every event its own test sends: what the screens must reach. */
function transitionsOf(graph: Graph): string[] {
  const edges = adjacencyMapToArray(graph.getAdjacencyMap() as AdjacencyMap<Snapshot, { type: string }>);
  return edges
    .filter((edge) => byStateAndContext(edge.state) !== byStateAndContext(edge.nextState))
    .map((edge) => nameOf(edge.state.value, edge.event.type, edge.nextState.value));
}

export interface ScreenReplay {
  /** Where the paths are replayed: `jsdom` or `Chromium`, and the test file. */
  where: string;
  transitions: () => string[];
}

export interface ChartOnScreens {
  /** As in MACHINE_MODELS (tests/machines/models.ts). */
  name: string;
  /** Every transition, as the chart's own test walks it. */
  all: () => string[];
  replays: ScreenReplay[];
  /** A transition no screen can bring about, with why: the chart's own test walks it. */
  leftToTheChartTest: Readonly<Record<string, string>>;
  /** A transition a screen could bring about that no replayed path takes yet: work still to do. */
  notYetOnAScreen: readonly string[];
}

const CLOCK = 'a timer drives it (five minutes on the development captcha): the chart’s own test fires it';
const NEVER = 'the development captcha never fails; only the real widget raises it, in its own frame';
const NO401 = 'nothing on this step asks the server with the enrolment session, so no 401 can arrive';
const FORM_NEXT = 'the details step’s Next always sends the form (details.submit), which the screens replay';
const JOBS = 'the nightly jobs bring it about (their API tests); no staff screen offers it';

const CHARTS: ChartOnScreens[] = [
  {
    name: 'auth',
    all: () => transitionsOf(createTestModel(authMachine, { events: AUTH_EVENTS })),
    replays: [
      {
        where: 'jsdom: tests/ui/auth-flow.test.tsx',
        transitions: () => transitionsWalked(authScreenPaths()),
      },
    ],
    leftToTheChartTest: {
      '{"signedOut":{"captcha":"solved"}} —captcha.error→ {"signedOut":{"captcha":"unsolved"}}': NEVER,
      '{"signedOut":{"captcha":"solved"}} —captcha.expired→ {"signedOut":{"captcha":"unsolved"}}': CLOCK,
    },
    notYetOnAScreen: [],
  },
  {
    name: 'confirm',
    all: () => transitionsOf(createTestModel(confirmMachine, { events: CONFIRM_EVENTS })),
    replays: [
      {
        where: 'jsdom: tests/ui/ui-confirm-dialog.test.tsx',
        transitions: () => transitionsWalked(confirmScreenPaths()),
      },
    ],
    leftToTheChartTest: {},
    notYetOnAScreen: [],
  },
  {
    name: 'onboarding',
    all: () =>
      transitionsOf(
        createTestModel(onboardingMachine, {
          events: (s) => onboardingEvents(s.context),
          serializeState: byStateAndContext,
        }),
      ),
    replays: [
      {
        where: 'jsdom: tests/ui/onboarding-journey.test.tsx',
        transitions: () => transitionsWalked(onboardingScreenPaths()),
      },
      {
        where: 'Chromium: tests/e2e/onboarding-paths.e2e.test.ts',
        transitions: () => transitionsWalked(onboardingBrowserPaths()),
      },
    ],
    leftToTheChartTest: {
      '"done" —session.expired→ {"policy":"idle"}': NO401,
      '{"policy":"idle"} —captcha.error→ {"policy":"idle"}': NEVER,
      '{"policy":"idle"} —captcha.expired→ {"policy":"idle"}': CLOCK,
      '{"policy":"idle"} —session.expired→ {"policy":"idle"}': NO401,
      '{"policy":"verifying"} —captcha.error→ {"policy":"idle"}': NEVER,
      '{"policy":"verifying"} —captcha.expired→ {"policy":"idle"}': CLOCK,
      '{"policy":"verifying"} —session.expired→ {"policy":"idle"}': NO401,
    },
    notYetOnAScreen: [
      '"basicDetails" —session.expired→ {"policy":"idle"}',
      '"basicDetails" —step.goto→ {"policy":"idle"}',
      '"beneficiaries" —beneficiary.remove→ "beneficiaries"',
      '"beneficiaries" —beneficiary.update→ "beneficiaries"',
      '"beneficiaries" —session.expired→ {"policy":"idle"}',
      '"beneficiaries" —step.goto→ {"policy":"idle"}',
      '"failed" —beneficiary.remove→ "beneficiaries"',
      '"failed" —session.expired→ {"policy":"idle"}',
    ],
  },
  {
    name: 'individual registration',
    all: () =>
      transitionsOf(
        createTestModel(individualRegistrationMachine, {
          events: (s) => individualRegistrationEvents(s.context),
          serializeState: byStateAndContext,
        }),
      ),
    replays: [
      {
        where: 'jsdom: tests/ui/individual-registration-journey.test.tsx',
        transitions: () => transitionsWalked(individualScreenPaths()),
      },
    ],
    leftToTheChartTest: {
      '"basicDetails" —step.next→ "policy"': FORM_NEXT,
    },
    notYetOnAScreen: [
      '"basicDetails" —step.goto→ "nextOfKin"',
      '"failed" —kin.remove→ "nextOfKin"',
      '"failed" —kin.update→ "nextOfKin"',
      '"failed" —step.goto→ "basicDetails"',
      '"nextOfKin" —kin.remove→ "nextOfKin"',
      '"nextOfKin" —kin.update→ "nextOfKin"',
      '"nextOfKin" —step.goto→ "basicDetails"',
      '"policy" —step.goto→ "basicDetails"',
      '"policy" —step.goto→ "nextOfKin"',
    ],
  },
  {
    name: 'group registration',
    all: () => transitionsOf(groupRegistrationModel()),
    replays: [
      {
        where: 'jsdom: tests/ui/group-registration-journey.test.tsx',
        transitions: () => transitionsWalked(groupRegistrationScreenPaths()),
      },
    ],
    leftToTheChartTest: {},
    notYetOnAScreen: [
      '"basicDetails" —step.goto→ "leaders"',
      '"failed" —leader.remove→ "leaders"',
      '"failed" —leader.set→ "failed"',
      '"failed" —leader.set→ "leaders"',
      '"failed" —step.goto→ "basicDetails"',
      '"leaders" —leader.remove→ "leaders"',
      '"leaders" —step.goto→ "basicDetails"',
    ],
  },
  {
    name: 'group member',
    all: () =>
      transitionsOf(
        createTestModel(groupMemberMachine, {
          input: GROUP_MEMBER_INPUT,
          events: (s) => groupMemberEvents(s.context),
          serializeState: byStateAndContext,
        }),
      ),
    replays: [
      {
        where: 'jsdom: tests/ui/group-member-wizard.test.tsx',
        transitions: () => transitionsWalked(groupMemberScreenPaths()),
      },
    ],
    leftToTheChartTest: {},
    notYetOnAScreen: [
      '"failed" —kin.add→ "nextOfKin"',
      '"failed" —kin.remove→ "nextOfKin"',
      '"failed" —kin.update→ "nextOfKin"',
      '"failed" —step.goto→ "memberInformation"',
      '"memberInformation" —step.goto→ "nextOfKin"',
      '"nextOfKin" —kin.remove→ "nextOfKin"',
      '"nextOfKin" —kin.update→ "nextOfKin"',
      '"nextOfKin" —step.goto→ "memberInformation"',
      '"submitting" —submit.failed→ "memberInformation"',
    ],
  },
  {
    name: 'cover status',
    all: () =>
      transitionsOf(
        createTestModel(coverStatusMachine, {
          input: { creatorId: MAKER.userId },
          events: COVER_STATUS_EVENTS,
          serializeState: byStateAndContext,
        }),
      ),
    replays: [
      {
        where: 'jsdom: tests/ui/cover-status-paths.test.tsx',
        transitions: () => coverTransitions(coverStatusScreenPaths()),
      },
      {
        where: 'Chromium: tests/e2e/cover-status-paths.e2e.test.ts',
        transitions: () => coverTransitions(coverStatusBrowserPaths()),
      },
    ],
    leftToTheChartTest: {
      '"covered" —expire→ "uncovered"': JOBS,
      '"covered" —lapse-unpaid→ "uncovered"': JOBS,
    },
    notYetOnAScreen: [],
  },
];

/** A value worked out on the first call and kept. */
function once<T>(compute: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => {
    kept ??= { value: compute() };
    return kept.value;
  };
}

/**
 * Every chart with its transitions worked out once per process: generating them takes seconds,
 * and the docs (scripts/machines-docs.ts) and the check (screen-coverage.test.ts) both read them.
 */
export const CHARTS_ON_SCREENS: ChartOnScreens[] = CHARTS.map((chart) => ({
  ...chart,
  all: once(chart.all),
  replays: chart.replays.map((replay) => ({ ...replay, transitions: once(replay.transitions) })),
}));

/** A transition's states, by value: what "every state reached" is checked on. */
export const statesOf = (transition: string): string[] => transition.split(/ —[^→]+→ /);

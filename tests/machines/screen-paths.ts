import { confirmMachine } from '@machines/confirm.machine';
import { groupMemberMachine } from '@machines/group-member.machine';
import type { GroupRegistrationEvent, groupRegistrationMachine } from '@machines/group-registration.machine';
import {
  type IndividualRegistrationEvent,
  individualRegistrationMachine,
} from '@machines/individual-registration.machine';
import { type OnboardingEvent, onboardingMachine } from '@machines/onboarding.machine';
import type { EventObject, SnapshotFrom, Snapshot as XstateSnapshot } from 'xstate';
import {
  adjacencyMapToArray,
  createTestModel,
  getAdjacencyMap,
  type TestModel,
  type TestPath,
} from 'xstate/graph';
import { type CoverPath, shortestCoverPaths, simpleCoverPaths } from './cover-status-moves';
import { CONFIRM_EVENTS, individualRegistrationJourneyEvents, onboardingJourneyEvents } from './events';
import { GROUP_MEMBER_INPUT, groupMemberJourneyEvents } from './group-member.events';
import { groupRegistrationJourneyEvents, groupRegistrationJourneyModel } from './group-registration.events';
import { authPaths } from './models';
import { byStateAndContext, nameOf, type Snapshot, transitionsWalked } from './transitions';

/**
 * The statecharts' generated paths that are replayed on screens: one source for the screen tests
 * (jsdom in tests/ui, Chromium in tests/e2e) and for the check that together they reach every
 * state and transition of every chart (screen-coverage.test.ts, the table in docs/machines.md).
 * Narrowing a generator here narrows a screen test and fails that check.
 */

/** What `byStateAndContext` and the transition names read of a snapshot. */
const valueAndContext = (snapshot: object) => snapshot as Snapshot;

/**
 * `paths` (which include the shortest path to every state under `events`), and for each transition
 * the screen's events can take that none of them takes, the
 * shortest path to its state followed by its event: every transition replayed, each once. (The
 * events are passed on every call: a model left to itself also offers every event type bare.)
 */
function withEveryTransition<TSnapshot extends XstateSnapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  events: (snapshot: TSnapshot) => TEvent[],
  paths: readonly TestPath<TSnapshot, TEvent>[],
  input?: TInput,
): TestPath<TSnapshot, TEvent>[] {
  const key = (snapshot: TSnapshot) => byStateAndContext(valueAndContext(snapshot));
  const walked = (list: readonly TestPath<TSnapshot, TEvent>[]) =>
    transitionsWalked(
      list.map((path) => ({
        steps: path.steps.map((step) => ({ event: step.event, state: valueAndContext(step.state) })),
      })),
    );
  const covered = new Set(walked(paths));
  // The paths hold the shortest path to every state the events reach. xstate drops a path that is
  // the start of another, so each state's shortest way is read off the paths' steps, not their ends.
  const shortestTo = new Map<string, TEvent[]>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const way = path.steps.slice(1, i + 1).map((earlier) => earlier.event);
      const known = shortestTo.get(key(step.state));
      if (!known || known.length > way.length) shortestTo.set(key(step.state), way);
    });
  }
  const graph = getAdjacencyMap(model.testLogic, { events, serializeState: key, input });
  const added: TestPath<TSnapshot, TEvent>[] = [];
  for (const edge of adjacencyMapToArray(graph)) {
    if (key(edge.state) === key(edge.nextState)) continue;
    const from = valueAndContext(edge.state);
    const to = valueAndContext(edge.nextState);
    if (covered.has(nameOf(from.value, edge.event.type, to.value))) continue;
    const reaching = shortestTo.get(key(edge.state));
    if (!reaching) continue;
    const sequence = [...reaching, edge.event];
    for (const path of model.getPathsFromEvents(sequence, { input })) {
      added.push(path);
      for (const transition of walked([path])) covered.add(transition);
    }
  }
  return [...paths, ...added];
}

/** The model also offers every event type bare (no payload); the screens cannot send those. */
const fromScreens = (p: { steps: { event: { type: string } }[] }) =>
  p.steps.every(({ event }) => !event.type.startsWith('kin.') || 'kin' in event);

const notIn =
  <P extends { description: string }>(journeys: readonly P[]) =>
  (p: P) =>
    !journeys.some((journey) => journey.description === p.description);

/**
 * The login page (tests/ui/auth-flow): the development captcha lapses only after five minutes and
 * never fails, so its expiry and its errors are the chart's own test's.
 */
export const authScreenPaths = () =>
  authPaths().filter((p) =>
    p.steps.every((step) => !['captcha.expired', 'captcha.error'].includes(step.event.type)),
  );

/** The confirmation dialog (tests/ui/ui-confirm-dialog): every path of its small chart. */
export function confirmScreenPaths() {
  const model = createTestModel(confirmMachine, { events: CONFIRM_EVENTS });
  return [...model.getShortestPaths(), ...model.getSimplePaths()];
}

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The dev captcha's expiry is a five-minute timer: the machine tests cover it; a screen cannot. */
const onboardingModel = () =>
  createTestModel(onboardingMachine, {
    events: (s) => onboardingJourneyEvents(s.context).filter((e) => e.type !== 'captcha.expired'),
    serializeState: byStateAndContext,
  });

/**
 * The public enrolment in jsdom (tests/ui/onboarding-journey): every journey to done, and the
 * shortest path to every state the visitor's screens reach: the journeys' events, typing after a
 * return to the details, and a session that lapsed by the time of the submit (the server's answer).
 * Only what a clock drives is left to the machine tests: the captcha's expiry, and a session
 * lapsing while the visitor types, which only an upload's answer would tell.
 */
export function onboardingScreenPaths() {
  const model = onboardingModel();
  const journeys = model.getSimplePaths({ toState: (s) => s.status === 'done' });
  const screenEvents = (s: OnboardingSnapshot): OnboardingEvent[] => [
    ...onboardingJourneyEvents(s.context).filter((e) => e.type !== 'captcha.expired'),
    { type: 'details.change' },
    ...(s.matches('submitting') ? [{ type: 'session.expired' } as const] : []),
  ];
  const detours = model.getShortestPaths({ events: screenEvents }).filter(notIn(journeys));
  return withEveryTransition(model, screenEvents, [...journeys, ...detours]);
}

/**
 * The public enrolment in Chromium against the real server (tests/e2e/onboarding-paths): the
 * journeys' events and typing after a return; the server's refusals are not on demand there.
 */
export function onboardingBrowserPaths() {
  const visitorEvents = (s: OnboardingSnapshot): OnboardingEvent[] => [
    ...onboardingJourneyEvents(s.context).filter(
      (e) => !['captcha.expired', 'submit.failed', 'submit.retry'].includes(e.type),
    ),
    { type: 'details.change' },
  ];
  return createTestModel(onboardingMachine, {
    events: visitorEvents,
    serializeState: byStateAndContext,
  }).getShortestPaths({ events: visitorEvents });
}

/**
 * Staff registering an individual (tests/ui/individual-registration-journey): every journey to
 * done, and the shortest path to every state the screens reach, typing after a return included.
 */
export function individualScreenPaths() {
  const model = createTestModel(individualRegistrationMachine, {
    events: (s) => individualRegistrationJourneyEvents(s.context),
    serializeState: byStateAndContext,
  });
  const journeys = model.getSimplePaths({ toState: (s) => s.status === 'done' }).filter(fromScreens);
  // The details step's Next always sends the form (details.submit), never a bare step.next.
  const screenEvents = (
    s: SnapshotFrom<typeof individualRegistrationMachine>,
  ): IndividualRegistrationEvent[] => [
    ...individualRegistrationJourneyEvents(s.context).filter(
      (e) => !(e.type === 'step.next' && s.matches('basicDetails')),
    ),
    { type: 'details.change' },
  ];
  const detours = model.getShortestPaths({ events: screenEvents }).filter(notIn(journeys));
  return withEveryTransition(model, screenEvents, [...journeys, ...detours]);
}

/**
 * Staff registering a group (tests/ui/group-registration-journey): the shortest path to every state
 * the screens reach, with the journeys' events (leaders added in order, one policy) and typing
 * after a return to General Information.
 */
export function groupRegistrationScreenPaths() {
  const screenEvents = (s: SnapshotFrom<typeof groupRegistrationMachine>): GroupRegistrationEvent[] => [
    ...groupRegistrationJourneyEvents(s.context),
    { type: 'details.change' },
  ];
  const model = groupRegistrationJourneyModel();
  return withEveryTransition(model, screenEvents, model.getShortestPaths({ events: screenEvents }));
}

/**
 * Adding a member to a group (tests/ui/group-member-wizard): every journey to done, and the
 * shortest path to every state the screens reach with the journeys' events.
 */
export function groupMemberScreenPaths() {
  const model = createTestModel(groupMemberMachine, {
    // The overview's members hold the chair person and the treasurer, as GROUP_MEMBER_INPUT's do (and more).
    input: GROUP_MEMBER_INPUT,
    events: (s) => groupMemberJourneyEvents(s.context),
    serializeState: byStateAndContext,
  });
  const journeys = model.getSimplePaths({ toState: (s) => s.status === 'done' }).filter(fromScreens);
  const screenEvents = (s: SnapshotFrom<typeof groupMemberMachine>) => groupMemberJourneyEvents(s.context);
  const detours = model.getShortestPaths({ events: screenEvents }).filter(notIn(journeys));
  return withEveryTransition(model, screenEvents, [...journeys, ...detours], GROUP_MEMBER_INPUT);
}

/** The record panels in jsdom (tests/ui/cover-status-paths): the paths the chart's own test walks. */
export const coverStatusScreenPaths = (): CoverPath[] => [...shortestCoverPaths(), ...simpleCoverPaths()];

/** The record panels in Chromium against the real server (tests/e2e/cover-status-paths). */
export const coverStatusBrowserPaths = (): CoverPath[] => shortestCoverPaths();

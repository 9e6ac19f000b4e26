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
import { COVER_STATUS_EVENTS, MAKER } from './cover-status.events';
import { type CoverPath, coverStatusModel, coverSteps, shortestCoverPaths } from './cover-status-moves';
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
 * the screen's events can take that none of them takes, the shortest path to its state (breadth
 * first through the chart's graph from its start) followed by its event: every transition
 * replayed, each once. (The events are passed on every call: a model left to itself also offers
 * every event type bare.)
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
  const graph = getAdjacencyMap(model.testLogic, { events, serializeState: key, input });
  // The fewest events to every state, breadth first through the graph from its start (its first
  // entry): a state the paths only pass through on a longer way is reached the short way too.
  const edges = adjacencyMapToArray(graph);
  const leaving = new Map<string, { event: TEvent; to: string }[]>();
  for (const edge of edges) {
    const from = key(edge.state);
    const out = leaving.get(from) ?? [];
    out.push({ event: edge.event, to: key(edge.nextState) });
    leaving.set(from, out);
  }
  const shortestTo = new Map<string, TEvent[]>();
  const start = Object.keys(graph)[0];
  const queue = start === undefined ? [] : [start];
  if (start !== undefined) shortestTo.set(start, []);
  for (const from of queue) {
    for (const { event, to } of leaving.get(from) ?? []) {
      if (shortestTo.has(to)) continue;
      shortestTo.set(to, [...(shortestTo.get(from) ?? []), event]);
      queue.push(to);
    }
  }
  const added: TestPath<TSnapshot, TEvent>[] = [];
  for (const edge of edges) {
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
 * The public enrolment in jsdom (tests/ui/onboarding-journey): the shortest path to every state the
 * visitor's screens reach, and every transition besides: the journeys' events, typing after a
 * return to the details, the server refusing the captcha, and a session that lapsed by the time of
 * the submit (the server's answer). Every simple journey to done is the chart's own test's.
 * Only what a clock drives is left to the machine tests: the captcha's expiry, and a session
 * lapsing while the visitor types, which only an upload's answer would tell.
 */
export function onboardingScreenPaths() {
  const model = onboardingModel();
  const screenEvents = (s: OnboardingSnapshot): OnboardingEvent[] => [
    ...onboardingJourneyEvents(s.context).filter((e) => e.type !== 'captcha.expired'),
    { type: 'details.change' },
    // The server refuses the captcha's token: its answer, on screen.
    ...(s.matches({ policy: 'verifying' })
      ? [{ type: 'session.failed', message: 'The captcha could not be verified' } as const]
      : []),
    ...(s.matches('submitting') ? [{ type: 'session.expired' } as const] : []),
  ];
  return withEveryTransition(model, screenEvents, model.getShortestPaths({ events: screenEvents }));
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
 * Staff registering an individual (tests/ui/individual-registration-journey): the shortest path to
 * every state the screens reach, and every transition besides, typing after a return included.
 */
export function individualScreenPaths() {
  const model = createTestModel(individualRegistrationMachine, {
    events: (s) => individualRegistrationJourneyEvents(s.context),
    serializeState: byStateAndContext,
  });
  // The details step's Next always sends the form (details.submit), never a bare step.next.
  const screenEvents = (
    s: SnapshotFrom<typeof individualRegistrationMachine>,
  ): IndividualRegistrationEvent[] => [
    ...individualRegistrationJourneyEvents(s.context).filter(
      (e) => !(e.type === 'step.next' && s.matches('basicDetails')),
    ),
    { type: 'details.change' },
    // Register with no next of kin yet: the step asks for one instead of sending.
    ...(s.matches('nextOfKin') && s.context.nextOfKins.length === 0
      ? [{ type: 'register.attempted' } as const]
      : []),
  ];
  return withEveryTransition(model, screenEvents, model.getShortestPaths({ events: screenEvents }));
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
 * Adding a member to a group (tests/ui/group-member-wizard): the shortest path to every state the
 * screens reach with the journeys' events, and every transition besides.
 */
export function groupMemberScreenPaths() {
  const model = createTestModel(groupMemberMachine, {
    // The overview's members hold the chair person and the treasurer, as GROUP_MEMBER_INPUT's do (and more).
    input: GROUP_MEMBER_INPUT,
    events: (s) => groupMemberJourneyEvents(s.context),
    serializeState: byStateAndContext,
  });
  const screenEvents = (s: SnapshotFrom<typeof groupMemberMachine>) => groupMemberJourneyEvents(s.context);
  return withEveryTransition(
    model,
    screenEvents,
    model.getShortestPaths({ events: screenEvents }),
    GROUP_MEMBER_INPUT,
  );
}

/**
 * The record panels in jsdom (tests/ui/cover-status-paths): the shortest path to every state, and
 * every transition besides. The simple paths of the maker and the checker taking turns are the
 * chart's own test's (tests/machines), where they cost milliseconds.
 */
export function coverStatusScreenPaths(): CoverPath[] {
  const model = coverStatusModel();
  // What only the nightly jobs do is not on a panel (screen-coverage.ts says why).
  const staffEvents = COVER_STATUS_EVENTS.filter((event) => !['lapse-unpaid', 'expire'].includes(event.type));
  const events = () => staffEvents;
  return coverSteps(
    withEveryTransition(model, events, model.getShortestPaths(), { creatorId: MAKER.userId }),
  );
}

/** The record panels in Chromium against the real server (tests/e2e/cover-status-paths). */
export const coverStatusBrowserPaths = (): CoverPath[] => shortestCoverPaths();

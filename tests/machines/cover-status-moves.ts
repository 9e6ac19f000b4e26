import {
  type CoverActor,
  type CoverStatus,
  type CoverStatusEvent,
  coverStatusMachine,
  nextCoverStatus,
} from '@machines/cover-status.machine';
import { createTestModel } from 'xstate/graph';
import { COVER_STATUS_EVENTS, MAKER } from './cover-status.events';

/**
 * The cover-status statechart as the record panels show it: its staff moves, the words of their
 * buttons, dialogs and notices, what the chart lets a user do, and its generated paths as steps.
 * The screen tests (jsdom and Chromium) replay the same paths with these.
 */

export const STAFF_ACTIONS = ['approve', 'reject', 'lapse', 'cancel', 'reopen', 'reinstate'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const LABEL: Record<StaffAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  lapse: 'Lapse',
  cancel: 'Cancel cover',
  reopen: 'Reopen',
  reinstate: 'Reinstate',
};
/** The moves confirmed with a yes; the others ask for a reason. */
export const CONFIRM: Partial<Record<StaffAction, { title: string; okay: string }>> = {
  approve: { title: 'Approve the cover', okay: 'Yes, Approve' },
  reinstate: { title: 'Reinstate the cover', okay: 'Yes, Reinstate' },
};
export const REASON_TITLE: Partial<Record<StaffAction, string>> = {
  reject: 'Reject the cover',
  lapse: 'Lapse the cover',
  cancel: 'Cancel the cover',
  reopen: 'Reopen the record for correction',
};
export const DONE: Record<StaffAction, string> = {
  approve: 'The cover is approved.',
  reject: 'The cover is rejected.',
  lapse: 'The cover has lapsed.',
  cancel: 'The cover is cancelled.',
  reopen: 'The record is reopened for correction.',
  reinstate: 'The cover is reinstated.',
};
export const STATUS_LABEL: Record<CoverStatus, string> = {
  'in-progress': 'In-progress',
  covered: 'Covered',
  uncovered: 'Uncovered',
};

export interface ChartState {
  status: CoverStatus;
  makerIds: readonly string[];
  checkerId: string | null;
}

/** What the chart lets `actor` do from `state`: every staff move its guards accept. */
export function allowed(state: ChartState, actor: CoverActor): StaffAction[] {
  const context = { creatorId: MAKER.userId, makerIds: state.makerIds, checkerId: state.checkerId };
  return STAFF_ACTIONS.filter(
    (type) =>
      nextCoverStatus(state.status, context, {
        type,
        by: actor,
        reason: 'A reason long enough',
      } as CoverStatusEvent) !== null,
  );
}

export const sorted = (actions: readonly StaffAction[]) => [...actions].sort();

export const stateKey = (state: ChartState) =>
  JSON.stringify([state.status, state.makerIds, state.checkerId]);

export const actorOf = (event: CoverStatusEvent): CoverActor | null => ('by' in event ? event.by : null);

export interface Step {
  from: ChartState;
  event: CoverStatusEvent;
  to: ChartState;
}

export interface CoverPath {
  index: number;
  description: string;
  steps: Step[];
}

const toChartState = (state: { value: unknown; context: unknown }): ChartState => {
  const context = state.context as { makerIds: readonly string[]; checkerId: string | null };
  return { status: state.value as CoverStatus, makerIds: context.makerIds, checkerId: context.checkerId };
};

const byStateAndContext = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);

type GeneratedPath = ReturnType<ReturnType<typeof createTestModel>['getShortestPaths']>[number];

/** Generated paths of the chart as the panels' steps: each move with the state before and after. */
export function coverSteps(paths: readonly GeneratedPath[]): CoverPath[] {
  return paths.map((path, index) => {
    const states = path.steps.map((step) => toChartState(step.state));
    const steps: Step[] = path.steps.slice(1).map((step, i) => ({
      from: states[i] as ChartState,
      event: step.event as CoverStatusEvent,
      to: states[i + 1] as ChartState,
    }));
    return { index, description: path.description, steps };
  });
}

/** The chart's test model with every event of every user, on a record its maker created. */
export const coverStatusModel = () =>
  createTestModel(coverStatusMachine, {
    input: { creatorId: MAKER.userId },
    events: COVER_STATUS_EVENTS,
    serializeState: byStateAndContext,
  });

/** The shortest path to each status-makers-checker combination, with every event of every user. */
export const shortestCoverPaths = (): CoverPath[] => coverSteps(coverStatusModel().getShortestPaths());

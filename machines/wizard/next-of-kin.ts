import { assign, type EventObject } from 'xstate';
import { MAX_NEXT_OF_KIN } from '../../src/domain/cover';
import { checkCustomerWithNextOfKin, MESSAGES } from '../../src/domain/cross-field-rules';
import { isValidNextOfKin, type NextOfKin } from '../../src/domain/schemas/individual';

/**
 * The next-of-kin piece the individual and add-member wizards share (SPEC §2, §4): one or two
 * people, none sharing an id number with another or with the person they stand for. Each
 * machine names these as its own actions and guards, so its chart reads the same as before.
 */

/** The person the next of kin stand for: their birth date and id number are checked against. */
export type KinHolder = { dob: string; idNumber: string } | null | undefined;

export type KinEvent =
  | { type: 'kin.add'; kin: NextOfKin }
  | { type: 'kin.update'; index: number; kin: NextOfKin }
  | { type: 'kin.remove'; index: number };

export interface KinContext {
  nextOfKins: NextOfKin[];
  /** Save or Register was pressed with no next of kin: the list shows red. */
  kinRequired: boolean;
  /** Why the last next-of-kin change was refused (e.g. a duplicate id number). */
  kinError: string | null;
}

/** Any event of a machine that holds next of kin; only the three above change them. */
type AnyEvent = KinEvent | { type: string };

export const INVALID_KIN = 'Please check the next of kin details';

export const NO_KIN: KinContext = { nextOfKins: [], kinRequired: false, kinError: null };

const isKinEvent = (event: AnyEvent): event is KinEvent =>
  event.type === 'kin.add' || event.type === 'kin.update' || event.type === 'kin.remove';

const isIndex = (list: readonly unknown[], index: unknown): index is number =>
  typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < list.length;

/** Why these next of kin cannot be saved for this person, or null when they can. */
export function kinProblem(holder: KinHolder, kin: readonly (NextOfKin | undefined)[]): string | null {
  if (kin.length > MAX_NEXT_OF_KIN) return MESSAGES.tooManyNextOfKin;
  if (!kin.every(isValidNextOfKin)) return INVALID_KIN;
  const errors = checkCustomerWithNextOfKin({
    dob: holder?.dob ?? '2000-01-01',
    idNumber: holder?.idNumber ?? '',
    nextOfKins: kin as NextOfKin[],
  });
  return Object.values(errors)[0] ?? null;
}

/** A lawful list: one or two valid next of kin, none sharing an id number with another or the holder. */
export const areLawfulKins = (holder: KinHolder, kin: readonly (NextOfKin | undefined)[]) =>
  kin.length >= 1 && kin.length <= MAX_NEXT_OF_KIN && kinProblem(holder, kin) === null;

/** The list after an add or update, or undefined when the event is neither or is malformed. */
function kinAfter(list: NextOfKin[], event: AnyEvent): NextOfKin[] | undefined {
  if (!isKinEvent(event)) return undefined;
  if (event.type === 'kin.add') return [...list, event.kin];
  if (event.type === 'kin.update' && isIndex(list, event.index))
    return list.map((existing, i) => (i === event.index ? event.kin : existing));
  return undefined;
}

/** Guard: the add or update leaves a lawful (not necessarily complete) list. */
export function canChangeKin(context: KinContext, holder: KinHolder, event: AnyEvent): boolean {
  const list = kinAfter(context.nextOfKins, event);
  return list !== undefined && list.length <= MAX_NEXT_OF_KIN && kinProblem(holder, list) === null;
}

/** Guard: a removal names a next of kin the list holds. */
export const canRemoveKin = (context: KinContext, event: AnyEvent): boolean =>
  isKinEvent(event) && event.type === 'kin.remove' && isIndex(context.nextOfKins, event.index);

/** Context after an accepted add or update. */
export const kinApplied = (context: KinContext, event: AnyEvent): Partial<KinContext> => ({
  nextOfKins: kinAfter(context.nextOfKins, event) ?? context.nextOfKins,
  kinRequired: false,
  kinError: null,
});

/** Context after an accepted removal. */
export const kinRemoved = (context: KinContext, event: AnyEvent): Partial<KinContext> => ({
  nextOfKins: context.nextOfKins.filter(
    (_, i) => !(isKinEvent(event) && event.type === 'kin.remove' && i === event.index),
  ),
  kinError: null,
});

/** Context after a refused add or update: the reason shows over the list. */
export function kinRefused(context: KinContext, holder: KinHolder, event: AnyEvent): Partial<KinContext> {
  const list = kinAfter(context.nextOfKins, event);
  return { kinError: list ? (kinProblem(holder, list) ?? INVALID_KIN) : INVALID_KIN };
}

/** Context after Save or Register was refused: red only when the list is empty. */
export const kinMarkedRequired = (context: KinContext): Partial<KinContext> => ({
  kinRequired: context.nextOfKins.length === 0,
});

/** What a next-of-kin step shows, read from any machine that holds next of kin. */
export interface KinStepSnapshot {
  context: KinContext & { error: string | null };
  status: string;
  matches(state: 'submitting' | 'failed'): boolean;
}

/** The state a next-of-kin step shows (src/ui/wizard/kin-step.tsx takes it as KinStepState). */
export const kinStepView = (snapshot: KinStepSnapshot) => ({
  kin: snapshot.context.nextOfKins,
  required: snapshot.context.kinRequired,
  kinError: snapshot.context.kinError,
  // The save is on its way or done: nothing on the step may change.
  busy: snapshot.matches('submitting') || snapshot.status === 'done',
  failed: snapshot.matches('failed'),
  error: snapshot.context.error,
});

/**
 * The next-of-kin transitions of a step that edits the list; `after` runs with every accepted
 * change (a wizard that keeps drafts saves one).
 */
export function kinChanges<const After extends readonly string[]>(after: After) {
  const applied = ['applyKinChange', ...after] as const;
  return {
    'kin.add': [{ guard: 'canChangeKin', actions: applied }, { actions: 'refuseKin' }],
    'kin.update': [{ guard: 'canChangeKin', actions: applied }, { actions: 'refuseKin' }],
    'kin.remove': { guard: 'validIndex', actions: ['removeKin', ...after] as const },
  } as const;
}

interface KinArgs<C extends KinContext, E extends EventObject> {
  context: C;
  event: E;
}

/**
 * The actions and guards `kinChanges` names, for a machine with context C and events E whose
 * next of kin stand for `holderOf(context)`: spread them into the machine's `setup`.
 */
export function kinImplementations<C extends KinContext, E extends EventObject>(
  holderOf: (context: C) => KinHolder,
) {
  type Args = KinArgs<C, E>;
  // Only the kit's own fields change; TypeScript cannot see that a part of KinContext is a part of C.
  const update = (change: (args: Args) => Partial<KinContext>) =>
    assign<C, E, undefined, E, never>((args) => change(args) as Partial<C>);
  return {
    actions: {
      applyKinChange: update(({ context, event }) => kinApplied(context, event)),
      removeKin: update(({ context, event }) => kinRemoved(context, event)),
      refuseKin: update(({ context, event }) => kinRefused(context, holderOf(context), event)),
      markKinRequired: update(({ context }) => kinMarkedRequired(context)),
    },
    guards: {
      canChangeKin: ({ context, event }: Args) => canChangeKin(context, holderOf(context), event),
      validIndex: ({ context, event }: Args) => canRemoveKin(context, event),
    },
  };
}

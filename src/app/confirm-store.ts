import { type ConfirmOptions, confirmMachine } from '@machines/confirm.machine';
import { type Actor, createActor } from 'xstate';
import { messageOfError } from '@/domain/failures';
import { i18n } from '@/i18n/index';
import type { ConfirmRequestOptions } from '@/ui/primitives/confirm-dialog';

// The options a screen may pass are exactly the statechart's, less what the store decides.
type Asked = Omit<ConfirmRequestOptions, 'action' | 'loadingText'>;
type Shown = Partial<Omit<ConfirmOptions, 'hasAction'>>;
const sameOptions: [Required<Asked>, Required<Shown>] extends [Required<Shown>, Required<Asked>]
  ? true
  : never = true;
void sameOptions;

export type ConfirmActor = Actor<typeof confirmMachine>;

export interface ConfirmRequest {
  id: number;
  actor: ConfirmActor;
  loadingText: string | undefined;
  /** Ends the request as if closed, whatever state it is in. */
  abandon: () => void;
}

let requests: readonly ConfirmRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeConfirms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getConfirms = (): readonly ConfirmRequest[] => requests;

function failureText(error: unknown): string {
  return messageOfError(error, (key) => i18n.t(key)) ?? i18n.t('errors.unexpected');
}

function shownOptions(options: ConfirmRequestOptions): Partial<ConfirmOptions> {
  const { action, loadingText: _loadingText, ...rest } = options;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...defined, hasAction: Boolean(action) };
}

/**
 * Opens a confirmation dialog (SPEC §4, §8) and answers true on confirm, false on cancel,
 * close or Escape. Requests wait their turn if one is already showing.
 */
export function openConfirm(options: ConfirmRequestOptions = {}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { action } = options;
    const machine = confirmMachine.provide({
      actions: {
        runAction: ({ self }) => {
          // Runs after the transition has settled: the machine is in `processing` by then.
          void Promise.resolve()
            .then(() => action?.())
            .then(
              () => self.send({ type: 'action.done' }),
              (error: unknown) => self.send({ type: 'action.failed', message: failureText(error) }),
            );
        },
      },
    });
    const actor = createActor(machine);
    let settled = false;
    const finish = (result: boolean) => {
      if (settled) return;
      settled = true;
      requests = requests.filter((request) => request.actor !== actor);
      emit();
      resolve(result);
    };
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') finish(snapshot.context.result === true);
    });
    const request: ConfirmRequest = {
      id: nextId++,
      actor,
      loadingText: options.loadingText,
      abandon: () => {
        actor.stop();
        finish(false);
      },
    };
    actor.start();
    actor.send({ type: 'open', options: shownOptions(options) });
    requests = [...requests, request];
    emit();
  });
}

/** Closes every open request with false: used when the host that shows them goes away. */
export function abandonConfirms(): void {
  for (const request of requests) request.abandon();
}

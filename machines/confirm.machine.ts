import { assign, setup } from 'xstate';

/** The confirmation dialog (SPEC §4, §8): opens with options, resolves true or false, then is removed. */

export type ConfirmType = 'danger' | 'warning' | 'success' | 'info';

export interface ConfirmOptions {
  title: string;
  message: string;
  type: ConfirmType;
  cancelText: string;
  okayText: string;
  hideCloseButton: boolean;
  size: 'sm' | 'md' | 'lg';
  /** Whether an action runs on confirm (the button then shows its loading text). */
  hasAction: boolean;
}

export const CONFIRM_DEFAULTS: ConfirmOptions = {
  title: 'Are you sure?',
  message: 'Action cant be undone',
  type: 'warning',
  cancelText: 'No, Cancel',
  okayText: 'Yes, Continue',
  hideCloseButton: false,
  size: 'md',
  hasAction: false,
};

export interface ConfirmContext {
  options: ConfirmOptions;
  result: boolean | null;
  error: string | null;
}

export type ConfirmEvent =
  | { type: 'open'; options: Partial<ConfirmOptions> }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'close' }
  | { type: 'action.done' }
  | { type: 'action.failed'; message: string };

export const confirmMachine = setup({
  types: {} as { context: ConfirmContext; events: ConfirmEvent },
  actions: {
    /** Run the caller's action; answer action.done or action.failed. */
    runAction: () => {},
  },
  guards: {
    hasAction: ({ context }) => context.options.hasAction,
  },
}).createMachine({
  id: 'confirm',
  context: { options: CONFIRM_DEFAULTS, result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        open: {
          target: 'open',
          actions: assign({
            options: ({ event }) => ({ ...CONFIRM_DEFAULTS, ...event.options }),
            result: null,
            error: null,
          }),
        },
      },
    },
    open: {
      on: {
        confirm: [
          { guard: 'hasAction', target: 'processing' },
          { target: 'resolved', actions: assign({ result: true }) },
        ],
        cancel: { target: 'resolved', actions: assign({ result: false }) },
        close: { target: 'resolved', actions: assign({ result: false }) },
      },
    },
    processing: {
      entry: [assign({ error: null }), 'runAction'],
      on: {
        'action.done': { target: 'resolved', actions: assign({ result: true }) },
        'action.failed': { target: 'open', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    resolved: { type: 'final' },
  },
});

import type { FieldErrors } from '../../src/domain/cross-field-rules';

/**
 * The submit lifecycle every wizard ends with: submitting clears the last failure, a failure
 * keeps the server's message and its field messages for the steps to show.
 */

export interface SubmitContext {
  /** The failed submit's message, and the server's field messages. */
  error: string | null;
  fieldErrors: FieldErrors;
}

export const NO_FAILURE: SubmitContext = { error: null, fieldErrors: {} };

type FailureEvent = { type: string; message?: unknown; fieldErrors?: unknown };

/** The message of a submit.failed event; an event without one still reads as a failure. */
export const failureMessage = (event: FailureEvent): string =>
  typeof event.message === 'string' && event.message ? event.message : 'Failed';

/** Context after a submit.failed event. */
export const failureOf = (event: FailureEvent): SubmitContext => ({
  error: failureMessage(event),
  fieldErrors:
    typeof event.fieldErrors === 'object' && event.fieldErrors !== null
      ? (event.fieldErrors as FieldErrors)
      : {},
});

/**
 * The submitting state of a wizard whose chart names `clearFailure` and `recordFailure`: the last
 * failure is cleared, the request runs, and its answer leads to `done` (running `done` actions)
 * or to `failed`.
 */
export const submittingState = <
  const Route extends string,
  const Submit extends string,
  const Done extends readonly string[],
>(
  route: Route,
  submit: Submit,
  done: Done,
) =>
  ({
    meta: { route },
    entry: ['clearFailure', submit],
    on: {
      'submit.succeeded': { target: 'done', actions: done },
      'submit.failed': { target: 'failed', actions: 'recordFailure' },
    },
  }) as const;

/** The final state of a wizard, on the step its last page shows. */
export const doneState = <const Route extends string>(route: Route) =>
  ({ meta: { route }, type: 'final' }) as const;

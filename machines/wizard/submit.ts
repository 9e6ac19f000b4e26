import type { FieldErrors } from '../../src/domain/enrolment-rules';

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

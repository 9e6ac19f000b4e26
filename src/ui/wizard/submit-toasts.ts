import type { FieldErrors } from '@/domain/cross-field-rules';
import { type ApiFailure, describeFailure } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { type NotifyType, notify } from '@/ui/primitives/toaster';

/** A finished request, as the API client answers one. */
export type SubmitOutcome<T> =
  | { data: T; error: undefined; status: number }
  | { data: undefined; error: ApiFailure; status: number };

/** What every wizard's statechart hears back from its submit. */
export type SubmitAnswer =
  | { type: 'submit.succeeded' }
  | { type: 'submit.failed'; message: string; fieldErrors: FieldErrors };

export interface SubmitToast {
  title: string;
  description?: string;
  duration?: number;
  /** A success is green; a save that waits for a second staff member is told in a plain toast. */
  kind?: Extract<NotifyType, 'success' | 'blank'>;
}

export interface SubmitToasts<T> {
  loading: string;
  succeeded: (data: T, status: number) => SubmitToast;
  failed: string;
  /** A message of the wizard's own for this failure; the catalogue's when it answers undefined. */
  message?: (failure: ApiFailure) => string | undefined;
  /** A failure answered otherwise (an expired session, say): true when it was, and nothing more is said. */
  handled?: (failure: ApiFailure, toast: string) => boolean;
}

/**
 * The submit every wizard ends with: a loading toast while the request runs, then its outcome in
 * the same toast, and the answer sent to the statechart (with the server's field messages).
 */
export function submitWithToasts<T>(
  request: Promise<SubmitOutcome<T>>,
  answer: (event: SubmitAnswer) => void,
  toasts: SubmitToasts<T>,
): void {
  const toast = notify.loading(toasts.loading);
  void request.then((result) => {
    if (result.error === undefined) {
      const { title, kind = 'success', ...options } = toasts.succeeded(result.data, result.status);
      notify[kind](title, { id: toast, ...options });
      answer({ type: 'submit.succeeded' });
      return;
    }
    if (toasts.handled?.(result.error, toast)) return;
    const message = toasts.message?.(result.error) ?? describeFailure(result.error, errorText);
    notify.error(toasts.failed, { id: toast, description: message });
    answer({ type: 'submit.failed', message, fieldErrors: result.error.messages });
  });
}

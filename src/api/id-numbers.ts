import { type ApiClient, call } from './client';

export interface IdNumberQuestion {
  idType: 1 | 2 | 3;
  idNumber: string;
  /** The record being edited, which keeps its own id number. */
  except?: string | undefined;
  /** The key the save sends: what this submission already created (its answer lost) is no clash. */
  submissionKey?: string | null | undefined;
}

/**
 * Whether a customer of the kind already holds the id number: staff forms ask as a step is left.
 * Answers false when the question cannot be put (offline): the save itself still refuses a clash.
 */
export async function isIdNumberTaken(
  api: ApiClient,
  kind: 'customers' | 'diasporas',
  { idType, idNumber, except, submissionKey }: IdNumberQuestion,
): Promise<boolean> {
  const header = submissionKey ? { 'Idempotency-Key': submissionKey } : {};
  const result =
    kind === 'customers'
      ? await call(
          api.GET('/customers/id-number-check', {
            params: { query: { idType, idNumber, ...(except ? { exceptCustomerId: except } : {}) }, header },
          }),
        )
      : await call(
          api.GET('/diasporas/id-number-check', {
            params: { query: { idType, idNumber, ...(except ? { exceptDiasporaId: except } : {}) }, header },
          }),
        );
  return result.data?.data.registered === true;
}

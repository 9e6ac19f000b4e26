import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiFailure } from '@/domain/failures';
import { approvalKeys } from './approvals';
import { type ApiClient, type ApiResult, call } from './client';
import { historyKeys } from './cover';
import { individualKeys } from './individuals';
import type { components } from './schema.gen';

export type RecordDeletion = components['schemas']['RecordDeletion'];
export type DeletionRequest = components['schemas']['DeletionRequest'];
export type DeletionRefusal = NonNullable<RecordDeletion['refusal']>;
export type DeletionDecision = components['schemas']['DeletionDecisionInput']['decision'];

/**
 * Asks for a customer's deletion with a reason (`customers.delete`): nothing is deleted yet, the
 * answer (202) is the customer with the deletion waiting for a second staff member.
 */
export function requestCustomerDeletion(api: ApiClient, customerId: string, reason: string) {
  return call(
    api.POST('/customers/{customerId}/deletion', { params: { path: { customerId } }, body: { reason } }),
  );
}

/**
 * Approves (the customer is deleted) or rejects, with a reason, the deletion waiting on a
 * customer. `deletionId` names the one the checker saw: another one waiting instead is a 409.
 */
export function decideCustomerDeletion(
  api: ApiClient,
  customerId: string,
  deletionId: string,
  decision: DeletionDecision,
  reason?: string,
): Promise<ApiResult<unknown>> {
  return call(
    api.POST('/customers/{customerId}/deletion/decision', {
      params: { path: { customerId } },
      body: { deletionId, decision, ...(reason ? { reason } : {}) },
    }),
  );
}

/** After a request or a decision: the customer, its lists, its history and the inbox are read again. */
export function refreshAfterDeletionStep(queryClient: QueryClient, customerId: string) {
  for (const queryKey of [individualKeys.all, historyKeys.record('customer', customerId), approvalKeys.all])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * The decision function a customer's panel hands its waiting-deletion notice: decide, then read
 * what it changed again. Answers the failure, or null once decided.
 */
export function useDeletionDecision(api: ApiClient, customerId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (deletionId: string, decision: DeletionDecision, reason?: string): Promise<ApiFailure | null> => {
      const result = await decideCustomerDeletion(api, customerId, deletionId, decision, reason);
      if (result.error || decision === 'reject') refreshAfterDeletionStep(queryClient, customerId);
      else {
        // Deleted: the panel closes, and its own query must not ask for the customer again.
        await queryClient.cancelQueries({ queryKey: individualKeys.detail(customerId) });
        for (const queryKey of [individualKeys.lists(), approvalKeys.all])
          void queryClient.invalidateQueries({ queryKey });
      }
      return result.error ?? null;
    },
    [api, queryClient, customerId],
  );
}

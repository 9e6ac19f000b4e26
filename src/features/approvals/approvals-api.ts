import type { QueryClient } from '@tanstack/react-query';
import { type ApprovalRecord, approvalKeys, type WaitingClaim } from '../../api/approvals';
import { type ApiClient, type ApiResult, call } from '../../api/client';

export type Decision = 'approve' | 'reject';

/** Approves or rejects (with a reason) a record's cover: POST /{customers|diasporas|groups}/{id}/status. */
export function decideRecord(
  api: ApiClient,
  record: Pick<ApprovalRecord, 'kind' | 'id'>,
  action: Decision,
  reason?: string,
): Promise<ApiResult<unknown>> {
  const body = { action, ...(reason ? { reason } : {}) };
  switch (record.kind) {
    case 'customer':
      return call(
        api.POST('/customers/{customerId}/status', { params: { path: { customerId: record.id } }, body }),
      );
    case 'diaspora':
      return call(
        api.POST('/diasporas/{diasporaId}/status', { params: { path: { diasporaId: record.id } }, body }),
      );
    case 'group':
      return call(api.POST('/groups/{groupId}/status', { params: { path: { groupId: record.id } }, body }));
  }
}

/** Approves or rejects (with a reason) a submitted claim: POST /claims/{id}/decision. */
export function decideClaim(
  api: ApiClient,
  claim: Pick<WaitingClaim, 'claimId'>,
  action: Decision,
  reason?: string,
): Promise<ApiResult<unknown>> {
  return call(
    api.POST('/claims/{claimId}/decision', {
      params: { path: { claimId: claim.claimId } },
      body: { action, ...(reason ? { reason } : {}) },
    }),
  );
}

/** The lists a decision changes (a record moves tab, a total changes), under their cache roots. */
const RECORD_LISTS = ['individuals', 'diasporas', 'groups'] as const;

/**
 * After a decision: the record lists are marked stale, and the inbox is read again; answers
 * once the inbox has been refetched, so a decided row leaves the screen with fresh data.
 */
export async function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
  for (const root of RECORD_LISTS) void queryClient.invalidateQueries({ queryKey: [root] });
  await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
}

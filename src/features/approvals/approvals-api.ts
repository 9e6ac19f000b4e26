import type { QueryClient } from '@tanstack/react-query';
import { type ApprovalItem, approvalKeys } from '@/api/approvals';
import { claimDecisionRequest } from '@/api/claims';
import { type ApiClient, type ApiResult, call } from '@/api/client';
import { coverMoveRequest } from '@/api/cover';
import { decideCustomerDeletion } from '@/api/deletions';
import { diasporaKeys } from '@/api/diasporas';
import { groupKeys } from '@/api/groups';
import { individualKeys } from '@/api/individuals';
import { decideChange } from '@/api/pending-changes';
import { premiumKeys, resultFileDecisionRequest } from '@/api/premiums';

export type Decision = 'approve' | 'reject';

/**
 * Approves or rejects (with a reason) what waits: a record's cover through
 * POST /{customers|diasporas|groups}/{id}/status, a claim through POST /claims/{id}/decision, a
 * change to a covered record through POST /{area}/{id}/pending-change/decision, a results file
 * through POST /premiums/results/{id}/decision, a deletion through
 * POST /customers/{id}/deletion/decision.
 */
export function decide(
  api: ApiClient,
  item: Pick<ApprovalItem, 'kind' | 'id' | 'change' | 'deletion'>,
  action: Decision,
  reason?: string,
): Promise<ApiResult<unknown>> {
  switch (item.kind) {
    case 'customer':
    case 'diaspora':
    case 'group':
      return call(coverMoveRequest(api, item.kind, item.id, action, reason));
    case 'claim':
      return call(claimDecisionRequest(api, item.id, { action, ...(reason ? { reason } : {}) }));
    case 'change':
      // A change's id is the change's; its record is named beside it.
      if (!item.change) return noSubject();
      return decideChange(api, item.change.recordKind, item.change.recordId, item.id, action, reason);
    case 'results-file':
      return call(resultFileDecisionRequest(api, item.id, action, reason));
    case 'deletion':
      // A deletion's id is the request's; its customer is named beside it.
      if (!item.deletion) return noSubject();
      return decideCustomerDeletion(api, item.deletion.recordId, item.id, action, reason);
  }
}

/** An item that names no record to decide on: nothing is sent. */
const noSubject = (): Promise<ApiResult<unknown>> =>
  Promise.resolve({
    data: undefined,
    error: { status: 0, kind: 'http', message: undefined, messages: {} },
    status: 0,
  });

/** The lists a decision changes (a record moves tab, a total changes, a file is applied), under their cache roots. */
const RECORD_LISTS = [individualKeys.all, diasporaKeys.all, groupKeys.all, premiumKeys.all] as const;

/**
 * After a decision: the record lists are marked stale, and the inbox (every page loaded, and the
 * counts in the menu) is read again; answers once it has been, so a decided row leaves the screen
 * with fresh data and the counts drop with it.
 */
export async function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
  for (const root of RECORD_LISTS) void queryClient.invalidateQueries({ queryKey: root });
  await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
}

/** Someone else decided it first, or it is gone: the row is stale and the inbox is read again. */
export const isStale = (status: number): boolean => status === 404 || status === 409;

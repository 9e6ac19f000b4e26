import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callOrThrow } from './client';
import type { components, paths } from './schema.gen';

export type ApprovalInbox = paths['/approvals']['get']['responses'][200]['content']['application/json'];
export type ApprovalRecord = components['schemas']['ApprovalRecord'];
export type WaitingClaim = components['schemas']['Claim'];

export const approvalKeys = { all: ['approvals'] as const };

/** The inbox is checked again every minute and whenever the window regains focus. */
export const APPROVALS_REFRESH_MS = 60_000;

/** What waits for the signed-in user's approval: the inbox page and the menu badge share it. */
export function approvalsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: approvalKeys.all,
    queryFn: ({ signal }) => callOrThrow(api.GET('/approvals', { signal })),
    refetchInterval: APPROVALS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** How many records and claims wait, counting those beyond the inbox's first page. */
export const waitingCount = (inbox: ApprovalInbox): number => inbox.totalRecords + inbox.totalClaims;

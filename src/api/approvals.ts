import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApprovalKindName } from '@/domain/approvals-search';
import { type ApiClient, callOrThrow } from './client';
import type { components, paths } from './schema.gen';

export type ApprovalPage = paths['/approvals']['get']['responses'][200]['content']['application/json'];
export type ApprovalItem = components['schemas']['ApprovalItem'];
export type ApprovalKind = components['schemas']['ApprovalKind'];
export type ApprovalCounts = components['schemas']['ApprovalCounts'];

/** Everything the inbox reads lives under `approvals`: a decision refreshes it all at once. */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: (kind: ApprovalKind | undefined) => ['approvals', 'list', kind ?? 'all'] as const,
  counts: ['approvals', 'counts'] as const,
};

/** The inbox is checked again every minute and whenever the window regains focus. */
export const APPROVALS_REFRESH_MS = 60_000;

/** How many items each "Load more" brings. */
export const APPROVALS_PAGE_SIZE = 50;

/**
 * What waits for the signed-in user's approval, one page after another. Each page continues after
 * the last item of the one before (a cursor, not a page number), so an item decided meanwhile moves
 * nothing past the reader; a refetch reads every loaded page again from the first. While another
 * kind loads, the rows shown stay until it arrives.
 */
export function approvalsInboxQuery(api: ApiClient, kind: ApprovalKind | undefined) {
  return infiniteQueryOptions({
    queryKey: approvalKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      callOrThrow(
        api.GET('/approvals', {
          params: {
            query: {
              perPage: APPROVALS_PAGE_SIZE,
              ...(kind ? { kind } : {}),
              ...(pageParam ? { after: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ApprovalPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: APPROVALS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** How many wait per kind the user may approve: the menu's badges. */
export function approvalCountsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: approvalKeys.counts,
    queryFn: async ({ signal }) => (await callOrThrow(api.GET('/approvals/counts', { signal }))).counts,
    refetchInterval: APPROVALS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** How many wait in all, of every kind counted. */
export const waitingTotal = (counts: ApprovalCounts): number =>
  counts.reduce((sum, count) => sum + count.waiting, 0);

// The route reads the domain's kinds before this file loads: they must be the contract's, or
// this line stops compiling.
type KindsMatch = [ApprovalKind] extends [ApprovalKindName]
  ? [ApprovalKindName] extends [ApprovalKind]
    ? true
    : false
  : false;
export const KINDS_MATCH_CONTRACT: KindsMatch = true;

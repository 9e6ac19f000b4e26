import { type QueryClient, type QueryKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CoverStatus } from '@/domain/cover';
import { ApiError } from '@/domain/failures';
import { type ApiClient, callOrThrow } from './client';
import type { components } from './schema.gen';

export type CoverState = components['schemas']['CoverState'];
export type CoverAction = components['schemas']['CoverAction'];
export type AuditEntry = components['schemas']['AuditEntry'];

/** A record with a cover of its own: the words of the approval inbox (`ApprovalRecord.kind`). */
export type CoverRecordKind = components['schemas']['ApprovalRecord']['kind'];

/**
 * Where each kind's queries live in the cache: individual customers under 'individuals',
 * diasporas under 'diasporas', groups (and their members) under 'groups'.
 */
const CACHE_ROOT: Record<CoverRecordKind, string> = {
  customer: 'individuals',
  diaspora: 'diasporas',
  group: 'groups',
};

export const historyKeys = {
  all: ['history'] as const,
  record: (kind: CoverRecordKind, id: string) => ['history', kind, id] as const,
};

/** A record's history, oldest first (who, when, what, from and to, why). */
export function historyQuery(api: ApiClient, kind: CoverRecordKind, id: string) {
  return queryOptions({
    queryKey: historyKeys.record(kind, id),
    queryFn: async ({ signal }): Promise<AuditEntry[]> => {
      const body = await fetchHistory(api, kind, id, signal);
      return body.entries;
    },
  });
}

function fetchHistory(api: ApiClient, kind: CoverRecordKind, id: string, signal: AbortSignal) {
  switch (kind) {
    case 'customer':
      return callOrThrow(
        api.GET('/customers/{customerId}/history', { params: { path: { customerId: id } }, signal }),
      );
    case 'diaspora':
      return callOrThrow(
        api.GET('/diasporas/{diasporaId}/history', { params: { path: { diasporaId: id } }, signal }),
      );
    case 'group':
      return callOrThrow(api.GET('/groups/{groupId}/history', { params: { path: { groupId: id } }, signal }));
  }
}

/** The answer of a cover move, whichever area's record moved. */
type CoverMoveResponse = Promise<{ data?: { data: CoverState }; error?: unknown; response: Response }>;

/** POST /{customers|diasporas|groups}/{id}/status: the one request that moves a record's cover. */
export function coverMoveRequest(
  api: ApiClient,
  kind: CoverRecordKind,
  id: string,
  action: CoverAction,
  reason?: string,
): CoverMoveResponse {
  const body = { action, ...(reason ? { reason } : {}) };
  switch (kind) {
    case 'customer':
      return api.POST('/customers/{customerId}/status', { params: { path: { customerId: id } }, body });
    case 'diaspora':
      return api.POST('/diasporas/{diasporaId}/status', { params: { path: { diasporaId: id } }, body });
    case 'group':
      return api.POST('/groups/{groupId}/status', { params: { path: { groupId: id } }, body });
  }
}

/**
 * Moves a record's cover (approve, reject, lapse, cancel, reopen, reinstate). Throws an ApiError
 * with the server's message: 409 for an illegal move, 403 when a second staff user must approve,
 * 400 when a reason is missing.
 */
export async function changeCoverStatus(
  api: ApiClient,
  kind: CoverRecordKind,
  id: string,
  action: CoverAction,
  reason?: string,
): Promise<CoverState> {
  return (await callOrThrow(coverMoveRequest(api, kind, id, action, reason))).data;
}

/** What a cached details record shows of its cover. */
interface CoverHolder {
  status: CoverStatus;
  cover: CoverState;
  expiryAt?: string | null;
}

/**
 * After a move: the open details show the new cover at once, then the record's details and
 * lists, its history and the approval inbox are read again.
 */
export function refreshAfterCoverChange(
  queryClient: QueryClient,
  kind: CoverRecordKind,
  id: string,
  cover: CoverState,
): void {
  const root = CACHE_ROOT[kind];
  queryClient.setQueryData<CoverHolder>([root, 'detail', id], (old) =>
    old
      ? { ...old, status: cover.status, cover, ...('expiryAt' in old ? { expiryAt: cover.expiryAt } : {}) }
      : old,
  );
  const keys: QueryKey[] = [[root], historyKeys.record(kind, id), ['approvals']];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** The move function a details view hands its cover section: change, then refresh. */
export function useChangeCoverStatus(api: ApiClient, kind: CoverRecordKind, id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (action: CoverAction, reason?: string): Promise<CoverState> => {
      try {
        const cover = await changeCoverStatus(api, kind, id, action, reason);
        refreshAfterCoverChange(queryClient, kind, id, cover);
        return cover;
      } catch (error) {
        // Someone moved the record first: show it as it is now, with the moves it offers now.
        if (error instanceof ApiError && error.failure.status === 409) {
          for (const queryKey of [[CACHE_ROOT[kind]], historyKeys.record(kind, id)])
            void queryClient.invalidateQueries({ queryKey });
        }
        throw error;
      }
    },
    [api, queryClient, kind, id],
  );
}

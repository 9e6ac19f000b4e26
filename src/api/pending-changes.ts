import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiFailure } from '@/domain/failures';
import { fullName } from '@/domain/names';
import { approvalKeys } from './approvals';
import { type ApiClient, type ApiResult, call, callOrThrow } from './client';
import { historyKeys } from './cover';
import type { components } from './schema.gen';

export type PendingChange = components['schemas']['PendingChange'];
export type ChangedField = components['schemas']['ChangedField'];
export type CoveredRecordKind = components['schemas']['CoveredRecordKind'];
export type ChangeDecision = components['schemas']['PendingChangeDecisionInput']['decision'];

/** Where each kind's record queries live in the cache (its details, lists and a group's members). */
const CACHE_ROOT: Record<CoveredRecordKind, string> = {
  customer: 'individuals',
  diaspora: 'diasporas',
  group: 'groups',
};

/**
 * Approves or rejects (with a reason) the change that waits on a record. `changeId` names the
 * change the checker saw: another one waiting instead is a 409, so a stale screen decides nothing.
 */
export function decideChange(
  api: ApiClient,
  kind: CoveredRecordKind,
  recordId: string,
  changeId: string,
  decision: ChangeDecision,
  reason?: string,
): Promise<ApiResult<unknown>> {
  const body = { changeId, decision, ...(reason ? { reason } : {}) };
  switch (kind) {
    case 'customer':
      return call(
        api.POST('/customers/{customerId}/pending-change/decision', {
          params: { path: { customerId: recordId } },
          body,
        }),
      );
    case 'diaspora':
      return call(
        api.POST('/diasporas/{diasporaId}/pending-change/decision', {
          params: { path: { diasporaId: recordId } },
          body,
        }),
      );
    case 'group':
      return call(
        api.POST('/groups/{groupId}/pending-change/decision', {
          params: { path: { groupId: recordId } },
          body,
        }),
      );
  }
}

/** A record's name and the change waiting on it, as the inbox shows them beside the record. */
export interface WaitingChangeOfRecord {
  recordName: string;
  change: PendingChange | null;
}

async function readWaitingChange(
  api: ApiClient,
  kind: CoveredRecordKind,
  recordId: string,
  signal: AbortSignal,
): Promise<WaitingChangeOfRecord> {
  switch (kind) {
    case 'customer': {
      const { data } = await callOrThrow(
        api.GET('/customers/{customerId}', { params: { path: { customerId: recordId } }, signal }),
      );
      return { recordName: fullName(data), change: data.pendingChange };
    }
    case 'diaspora': {
      const { data } = await callOrThrow(
        api.GET('/diasporas/{diasporaId}', { params: { path: { diasporaId: recordId } }, signal }),
      );
      return { recordName: fullName(data), change: data.pendingChange };
    }
    case 'group': {
      const { data } = await callOrThrow(
        api.GET('/groups/{groupId}', { params: { path: { groupId: recordId } }, signal }),
      );
      return { recordName: data.name, change: data.pendingChange };
    }
  }
}

/**
 * The change waiting on a record, read from the record (the inbox lists only the fields' names).
 * Kept under the inbox's key, so a decision anywhere reads it again with the inbox.
 */
export function waitingChangeQuery(api: ApiClient, kind: CoveredRecordKind, recordId: string) {
  return queryOptions({
    queryKey: [...approvalKeys.all, 'change', kind, recordId] as const,
    queryFn: ({ signal }) => readWaitingChange(api, kind, recordId, signal),
  });
}

/**
 * The decision function a record's panel hands its waiting-change section: decide, then read the
 * record, its lists, its history and the inbox again. Answers the failure, or null once decided.
 */
export function useChangeDecision(api: ApiClient, kind: CoveredRecordKind, recordId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (changeId: string, decision: ChangeDecision, reason?: string): Promise<ApiFailure | null> => {
      const result = await decideChange(api, kind, recordId, changeId, decision, reason);
      // A 404 or 409 means someone decided first: the fresh record shows how it ended.
      for (const queryKey of [[CACHE_ROOT[kind]], historyKeys.record(kind, recordId), approvalKeys.all])
        void queryClient.invalidateQueries({ queryKey });
      return result.error ?? null;
    },
    [api, queryClient, kind, recordId],
  );
}

/** What a decision's outcome tells the screen: done, or why not (and what was wrong with the reason). */
export type DecisionOutcome =
  | { ok: true }
  | { ok: false; description: string; reasonMessage: string | undefined; stale: boolean };

/** The outcome of a decision from its failure, worded with the error catalogue's texts. */
export function decisionOutcome(
  failure: ApiFailure | null,
  describe: (failure: ApiFailure) => string,
): DecisionOutcome {
  if (!failure) return { ok: true };
  return {
    ok: false,
    description: describe(failure),
    reasonMessage: failure.messages.reason,
    stale: failure.status === 404 || failure.status === 409,
  };
}

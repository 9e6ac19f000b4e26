import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiFailure } from '@/domain/failures';
import { type ApiClient, call, callOrThrow } from './client';
import { type CoverRecordKind, historyKeys } from './cover';
import { saveBlob } from './download';
import type { components } from './schema.gen';

export type Premium = components['schemas']['Premium'];
export type PremiumLedger = components['schemas']['PremiumLedgerResponse']['data'];
export type PremiumResultFile = components['schemas']['PremiumResultFile'];
export type PremiumResultRow = components['schemas']['PremiumResultRow'];
export type PremiumResultOutcome = components['schemas']['PremiumResultOutcome'];
export type PremiumResultsSummary = NonNullable<components['schemas']['PremiumResultsSummary']>;

export const premiumKeys = {
  all: ['premiums'] as const,
  ledger: (kind: CoverRecordKind, id: string) => ['premiums', kind, id] as const,
  resultFiles: ['premiums', 'results'] as const,
  resultFile: (id: string) => ['premiums', 'results', id] as const,
  resultRows: (id: string, outcome: PremiumResultOutcome | undefined) =>
    ['premiums', 'results', id, 'rows', outcome ?? 'all'] as const,
};

function fetchLedger(api: ApiClient, kind: CoverRecordKind, id: string, signal: AbortSignal) {
  switch (kind) {
    case 'customer':
      return api.GET('/customers/{customerId}/premiums', { params: { path: { customerId: id } }, signal });
    case 'diaspora':
      return api.GET('/diasporas/{diasporaId}/premiums', { params: { path: { diasporaId: id } }, signal });
    case 'group':
      return api.GET('/groups/{groupId}/premiums', { params: { path: { groupId: id } }, signal });
  }
}

/** A record's premium ledger, newest first, with its balance. */
export function ledgerQuery(api: ApiClient, kind: CoverRecordKind, id: string) {
  return queryOptions({
    queryKey: premiumKeys.ledger(kind, id),
    queryFn: async ({ signal }): Promise<PremiumLedger> =>
      (await callOrThrow(fetchLedger(api, kind, id, signal))).data,
  });
}

/** Asking for a waiver and deciding one; each answers the failure, or undefined once done. */
export function useWaiverActions(api: ApiClient, kind: CoverRecordKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    for (const queryKey of [premiumKeys.ledger(kind, id), historyKeys.record(kind, id), ['approvals']])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, kind, id]);
  const ask = useCallback(
    async (premiumId: number, reason: string): Promise<ApiFailure | undefined> => {
      const result = await call(
        api.POST('/premiums/{premiumId}/waiver', { params: { path: { premiumId } }, body: { reason } }),
      );
      refresh();
      return result.error;
    },
    [api, refresh],
  );
  const decide = useCallback(
    async (premiumId: number, decision: 'approve' | 'reject'): Promise<ApiFailure | undefined> => {
      const result = await call(
        api.POST('/premiums/{premiumId}/waiver/decision', {
          params: { path: { premiumId } },
          body: { decision },
        }),
      );
      refresh();
      return result.error;
    },
    [api, refresh],
  );
  return { ask, decide };
}

/** Downloads a month's debit instructions (YYYY-MM) as CSV. */
export async function downloadDebits(api: ApiClient, month: string): Promise<ApiFailure | undefined> {
  const result = await call(api.GET('/premiums/debits', { params: { query: { month } }, parseAs: 'blob' }));
  if (result.error) return result.error;
  saveBlob(result.data, `premium-debits-${month}.csv`);
  return undefined;
}

/** Sends the core banking system's results file; answers the file (being checked) or the failure. */
export async function uploadResults(
  api: ApiClient,
  file: File,
): Promise<{ file?: PremiumResultFile; alreadyUploaded?: boolean; failure?: ApiFailure }> {
  const result = await call(
    api.POST('/premiums/results', {
      body: { file: '' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
    }),
  );
  return result.error
    ? { failure: result.error }
    : { file: result.data.data, alreadyUploaded: result.data.alreadyUploaded };
}

/** A file's status moves on by itself while it is checked or applied: read it again until it settles. */
export const isMoving = (status: PremiumResultFile['status']) =>
  status === 'checking' || status === 'applying';

/** Read again this often while a file is checked or applied (it settles within seconds). */
const WHILE_MOVING_MS = 1500;

/** The results files received, newest first, with their status; read again while one moves. */
export function resultFilesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: premiumKeys.resultFiles,
    queryFn: async ({ signal }) =>
      (await callOrThrow(api.GET('/premiums/results', { params: { query: { perPage: 10 } }, signal }))).data,
    refetchInterval: (query) =>
      query.state.data?.some((file) => isMoving(file.status)) ? WHILE_MOVING_MS : false,
  });
}

/** One results file, its status and summary; read again until its checking or applying is over. */
export function resultFileQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: premiumKeys.resultFile(id),
    queryFn: async ({ signal }) =>
      (
        await callOrThrow(
          api.GET('/premiums/results/{resultFileId}', { params: { path: { resultFileId: id } }, signal }),
        )
      ).data,
    refetchInterval: (query) =>
      query.state.data && isMoving(query.state.data.status) ? WHILE_MOVING_MS : false,
  });
}

/** How many rows each page of a file's rows brings. */
export const RESULT_ROWS_PAGE = 50;

/** A file's rows of one outcome (every row when undefined), a page at a time, in line order. */
export function resultRowsQuery(api: ApiClient, id: string, outcome: PremiumResultOutcome | undefined) {
  return infiniteQueryOptions({
    queryKey: premiumKeys.resultRows(id, outcome),
    queryFn: ({ pageParam, signal }) =>
      callOrThrow(
        api.GET('/premiums/results/{resultFileId}/rows', {
          params: {
            path: { resultFileId: id },
            query: {
              perPage: RESULT_ROWS_PAGE,
              ...(outcome ? { outcome } : {}),
              ...(pageParam ? { after: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
  });
}

/** The call that approves or rejects (with a reason) a checked results file. */
export function resultFileDecisionRequest(
  api: ApiClient,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return api.POST('/premiums/results/{resultFileId}/decision', {
    params: { path: { resultFileId: id } },
    body: { decision, ...(reason ? { reason } : {}) },
  });
}

/** Approves or rejects a results file; answers the failure, or undefined once decided. */
export async function decideResultFile(
  api: ApiClient,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<ApiFailure | undefined> {
  return (await call(resultFileDecisionRequest(api, id, decision, reason))).error;
}

/** Downloads the report of a results file as CSV. */
export async function downloadReport(api: ApiClient, resultFileId: string): Promise<ApiFailure | undefined> {
  const result = await call(
    api.GET('/premiums/results/{resultFileId}/report', {
      params: { path: { resultFileId } },
      parseAs: 'blob',
    }),
  );
  if (result.error) return result.error;
  saveBlob(result.data, `premium-results-report-${resultFileId}.csv`);
  return undefined;
}

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiFailure } from '@/domain/failures';
import { type ApiClient, call, callOrThrow } from './client';
import { type CoverRecordKind, historyKeys } from './cover';
import { saveBlob } from './download';
import type { components } from './schema.gen';

export type Premium = components['schemas']['Premium'];
export type PremiumLedger = components['schemas']['PremiumLedgerResponse']['data'];
export type PremiumResultsReport = components['schemas']['PremiumResultsResponse']['data'];

export const premiumKeys = {
  all: ['premiums'] as const,
  ledger: (kind: CoverRecordKind, id: string) => ['premiums', kind, id] as const,
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

/** Sends the core banking system's results file; answers its report or the failure. */
export async function uploadResults(
  api: ApiClient,
  file: File,
): Promise<{ report?: PremiumResultsReport; failure?: ApiFailure }> {
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
  return result.error ? { failure: result.error } : { report: result.data.data };
}

/** Downloads the report of an applied results file as CSV. */
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

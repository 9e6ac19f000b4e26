import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiFailure } from '@/domain/failures';
import { type ApiClient, call, callOrThrow } from './client';
import { historyKeys } from './cover';
import { groupKeys } from './groups';
import type { components } from './schema.gen';

export type MissingPaymentAccount = components['schemas']['MissingPaymentAccount'];

/** The premium collection page shows ten records without an account a page. */
export const MISSING_ACCOUNTS_PAGE_SIZE = 10;

export const paymentAccountKeys = {
  // Under 'premiums': whatever refreshes the collection page refreshes this list too.
  missing: (page: number) => ['premiums', 'missing-accounts', page] as const,
};

/** One page of the individual customers and groups whose premiums cannot be debited: no account. */
export function missingAccountsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: paymentAccountKeys.missing(page),
    queryFn: ({ signal }) =>
      callOrThrow(
        api.GET('/premiums/missing-accounts', {
          params: { query: { currentPage: page, perPage: MISSING_ACCOUNTS_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** What saving a group's account came to: saved at once, waiting for approval, or refused. */
export type AccountOutcome =
  | { kind: 'saved' }
  | { kind: 'waiting' }
  | { kind: 'failed'; failure: ApiFailure };

/**
 * Gives a group its payment account, or changes it (`groups.update`); on a covered group it waits
 * for a second staff member. The group, its history, the approvals and the premiums page are read again.
 */
export function useSetGroupAccount(api: ApiClient, groupId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (accountNumber: string): Promise<AccountOutcome> => {
      const result = await call(
        api.PUT('/groups/{groupId}/payment-account', {
          params: { path: { groupId } },
          body: { accountNumber },
        }),
      );
      if (result.error) return { kind: 'failed', failure: result.error };
      queryClient.setQueryData(groupKeys.detail(groupId), result.data.data);
      for (const queryKey of [
        groupKeys.all,
        historyKeys.record('group', groupId),
        ['approvals'],
        ['premiums'],
      ])
        void queryClient.invalidateQueries({ queryKey });
      return { kind: result.status === 202 ? 'waiting' : 'saved' };
    },
    [api, queryClient, groupId],
  );
}

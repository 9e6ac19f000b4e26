import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callOrThrow } from '../../api/client';
import type { components } from '../../api/schema.gen';
import type { CoverStatus } from '../../domain/cover';

export type DiasporaListItem = components['schemas']['DiasporaListItem'];
export type DiasporaDetail = components['schemas']['DiasporaDetail'];
export type Beneficiary = components['schemas']['Beneficiary'];

/** The list shows ten customers a page. */
export const DIASPORA_PAGE_SIZE = 10;

export interface DiasporaListParams {
  status: CoverStatus;
  page: number;
  search: string;
}

export const diasporaKeys = {
  all: ['diasporas'] as const,
  lists: () => [...diasporaKeys.all, 'list'] as const,
  list: (params: DiasporaListParams) => [...diasporaKeys.lists(), params] as const,
  detail: (diasporaId: string) => [...diasporaKeys.all, 'detail', diasporaId] as const,
};

/**
 * One page of diaspora customers. While the next page or search loads, the page on screen
 * stays (within the same status: another tab's rows would mislead).
 */
export function diasporaListQuery(api: ApiClient, params: DiasporaListParams) {
  return queryOptions({
    queryKey: diasporaKeys.list(params),
    queryFn: async ({ signal }) => {
      return callOrThrow(
        api.GET('/diasporas', {
          params: {
            query: {
              page: params.page,
              perPage: DIASPORA_PAGE_SIZE,
              status: params.status,
              ...(params.search ? { search: params.search } : {}),
            },
          },
          signal,
        }),
      );
    },
    placeholderData: (previous, previousQuery) => {
      const previousParams = previousQuery?.queryKey[2];
      return previousParams?.status === params.status ? keepPreviousData(previous) : undefined;
    },
  });
}

export function diasporaDetailQuery(api: ApiClient, diasporaId: string) {
  return queryOptions({
    queryKey: diasporaKeys.detail(diasporaId),
    queryFn: async ({ signal }) => {
      const body = await callOrThrow(
        api.GET('/diasporas/{diasporaId}', { params: { path: { diasporaId } }, signal }),
      );
      return body.data;
    },
  });
}

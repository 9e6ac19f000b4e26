import { queryOptions } from '@tanstack/react-query';
import type { CoverStatus } from '@/domain/cover';
import { type ApiClient, callOrThrow } from './client';
import { type PagedListParams, pagedListQuery, resourceKeys } from './paged-list-query';
import type { components } from './schema.gen';

export type DiasporaListItem = components['schemas']['DiasporaListItem'];
export type DiasporaDetail = components['schemas']['DiasporaDetail'];
export type Beneficiary = components['schemas']['Beneficiary'];

/** The list shows ten customers a page. */
export const DIASPORA_PAGE_SIZE = 10;

export type DiasporaListParams = PagedListParams<CoverStatus>;

export const diasporaKeys = resourceKeys<'diasporas', DiasporaListParams>('diasporas');

/** One page of diaspora customers. */
export function diasporaListQuery(api: ApiClient, params: DiasporaListParams) {
  return pagedListQuery({
    queryKey: diasporaKeys.list(params),
    fetchPage: (signal) =>
      callOrThrow(
        api.GET('/diasporas', {
          params: {
            query: {
              page: params.page,
              perPage: DIASPORA_PAGE_SIZE,
              status: params.status,
              ...(params.search ? { search: params.search } : {}),
              ...(params.expiring ? { expiring: params.expiring } : {}),
            },
          },
          signal,
        }),
      ),
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

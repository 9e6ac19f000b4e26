import { queryOptions } from '@tanstack/react-query';
import type { CoverStatus } from '@/domain/cover';
import { type ApiClient, callOrThrow } from './client';
import { type PagedListParams, pagedListQuery, resourceKeys } from './paged-list-query';
import type { components } from './schema.gen';

export type IndividualListItem = components['schemas']['CustomerListItem'];
export type Individual = components['schemas']['Customer'];
export type NextOfKin = components['schemas']['NextOfKin'];
export type ClaimSummary = components['schemas']['ClaimSummary'];

/** The list shows five customers a page. */
export const INDIVIDUAL_PAGE_SIZE = 5;

export type IndividualListParams = PagedListParams<CoverStatus>;

export const individualKeys = {
  ...resourceKeys<'individuals', IndividualListParams>('individuals'),
  // Outside the 'individuals' root: refreshing the lists never reloads a form open for editing.
  edit: (customerId: string) => ['customers', customerId, 'edit'] as const,
};

/** One page of individual customers. */
export function individualListQuery(api: ApiClient, params: IndividualListParams) {
  return pagedListQuery({
    queryKey: individualKeys.list(params),
    fetchPage: (signal) =>
      callOrThrow(
        api.GET('/customers', {
          params: {
            query: {
              currentPage: params.page,
              perPage: INDIVIDUAL_PAGE_SIZE,
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

export function individualDetailQuery(api: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: individualKeys.detail(customerId),
    queryFn: async ({ signal }) => {
      const body = await callOrThrow(
        api.GET('/customers/{customerId}', { params: { path: { customerId } }, signal }),
      );
      return body.data;
    },
  });
}

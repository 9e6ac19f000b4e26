import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callOrThrow } from '../../api/client';
import type { components } from '../../api/schema.gen';
import type { CoverStatus } from '../../domain/cover';

export type IndividualListItem = components['schemas']['CustomerListItem'];
export type Individual = components['schemas']['Customer'];
export type NextOfKin = components['schemas']['NextOfKin'];
export type ClaimSummary = components['schemas']['ClaimSummary'];

/** The list shows five customers a page. */
export const INDIVIDUAL_PAGE_SIZE = 5;

export interface IndividualListParams {
  status: CoverStatus;
  page: number;
  search: string;
}

export const individualKeys = {
  all: ['individuals'] as const,
  lists: () => [...individualKeys.all, 'list'] as const,
  list: (params: IndividualListParams) => [...individualKeys.lists(), params] as const,
  detail: (customerId: string) => [...individualKeys.all, 'detail', customerId] as const,
};

/**
 * One page of individual customers. While the next page or search loads, the page on screen
 * stays (within the same status: another tab's rows would mislead).
 */
export function individualListQuery(api: ApiClient, params: IndividualListParams) {
  return queryOptions({
    queryKey: individualKeys.list(params),
    queryFn: async ({ signal }) => {
      return callOrThrow(
        api.GET('/customers', {
          params: {
            query: {
              currentPage: params.page,
              perPage: INDIVIDUAL_PAGE_SIZE,
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

/** Deletes a customer (`customers.delete`); throws an ApiError with the server's message on failure. */
export async function deleteIndividual(api: ApiClient, customerId: string): Promise<void> {
  await callOrThrow(api.DELETE('/customers/{customerId}', { params: { path: { customerId } } }));
}

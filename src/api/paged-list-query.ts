import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** What a list page is asked for: the tab's status, the page from 1, the normalised search. */
export interface PagedListParams<TStatus extends string = string> {
  status: TStatus;
  page: number;
  search: string;
  /** Only covers expiring within this many days; every cover of the tab when absent. */
  expiring?: number | undefined;
}

/** Query keys of one resource: `[root]`, `[root, 'list']`, `[root, 'list', params]`, `[root, 'detail', id]`. */
export function resourceKeys<TRoot extends string, TParams extends PagedListParams>(root: TRoot) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: TParams) => [...all, 'list', params] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/**
 * One page of a list. While the next page or search loads, the page on screen stays, but only
 * within the same status: another tab's rows would mislead.
 */
export function pagedListQuery<TData, TParams extends PagedListParams>(options: {
  queryKey: readonly [string, 'list', TParams];
  fetchPage: (signal: AbortSignal) => Promise<TData>;
}) {
  const status = options.queryKey[2].status;
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => options.fetchPage(signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].status === status ? keepPreviousData(previous) : undefined,
  });
}

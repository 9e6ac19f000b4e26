import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ListSearch } from './list-search';

export interface ListPagingState {
  /** From `?page=`, 1 when absent. */
  page: number;
  /** From `?search=`, normalised; '' when absent. */
  search: string;
  /** From `?expiring=`: kept while paging and searching, until cleared. */
  expiring?: number | undefined;
  /** Pages of the list on screen; 0 until known. */
  totalPages: number;
  /** Whether `totalPages` belongs to the page and search asked for (not placeholder data). */
  settled: boolean;
}

/** The URL's page and search for a list, with the moves between them. */
export function useListPaging({ page, search, expiring, totalPages, settled }: ListPagingState) {
  const navigate = useNavigate();

  // Relative to where the user is: an open details panel stays open when a late search lands.
  const goTo = (next: ListSearch, replace = false) =>
    navigate({
      to: '.',
      search: {
        ...(next.page && next.page > 1 ? { page: next.page } : {}),
        ...(next.search ? { search: next.search } : {}),
        ...(next.expiring ? { expiring: next.expiring } : {}),
      },
      replace,
    });

  // A page past the end (an old link, a deletion, a search that shrank the list): the last page.
  const pastTheEnd = settled && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) void goTo({ page: totalPages, search, expiring }, true);
  });

  return {
    goToPage: (next: number) => void goTo({ page: next, search, expiring }),
    /** A new search starts at page 1 and replaces the history entry (typing is not a step back). */
    searchFor: (next: string) => void goTo({ search: next, expiring }, true),
    clearSearch: () => void goTo({ expiring }),
    /** Every cover of the tab again, keeping the search. */
    clearExpiring: () => void goTo({ search }),
  };
}

// Route search validation runs before any screen loads: it must not pull in the search box.
import { normaliseSearch } from './search-text';

/** The list's state kept in the URL: `?page=2&search=kimaro`. Page 1 and no search are left out. */
export interface ListSearch {
  page?: number;
  search?: string;
}

/** Reads `?page=` and `?search=` from the URL, dropping what is not usable. */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const result: ListSearch = {};
  const page = typeof raw.page === 'string' ? Number(raw.page) : raw.page;
  if (typeof page === 'number' && Number.isInteger(page) && page > 1) result.page = page;
  // The router reads `?search=123` as a number: a search for digits (a mobile, an account) is text.
  const search =
    typeof raw.search === 'string' || typeof raw.search === 'number'
      ? normaliseSearch(String(raw.search))
      : '';
  if (search) result.search = search;
  return result;
}

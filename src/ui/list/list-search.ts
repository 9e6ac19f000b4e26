// Route search validation runs before any screen loads: it must not pull in the search box.
import { normaliseSearch } from './search-text';

/**
 * The list's state kept in the URL: `?page=2&search=kimaro&expiring=30`. Page 1, no search and no
 * expiry filter are left out.
 */
export interface ListSearch {
  page?: number;
  search?: string;
  /** Only covers expiring within this many days (the portfolio overview links here). */
  expiring?: number;
}

/** The longest look ahead the contract allows for `expiring`. */
export const MAX_EXPIRING_DAYS = 366;

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
  const expiring = typeof raw.expiring === 'string' ? Number(raw.expiring) : raw.expiring;
  if (
    typeof expiring === 'number' &&
    Number.isInteger(expiring) &&
    expiring >= 1 &&
    expiring <= MAX_EXPIRING_DAYS
  )
    result.expiring = expiring;
  return result;
}

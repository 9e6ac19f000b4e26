// Route search validation runs before the overview's code loads: this file stays small and in the
// domain, so neither the charts nor any staff feature code rides along with other pages.

/** The periods the overview compares against, as the contract's OverviewPeriod names them. */
export const OVERVIEW_PERIODS = ['30d', '90d', '12m'] as const;
export type OverviewPeriodName = (typeof OVERVIEW_PERIODS)[number];

/** The period shown when the URL names none. */
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriodName = '90d';

/** The overview's state kept in the URL: `?period=30d`. The default period when absent. */
export interface OverviewSearch {
  period?: OverviewPeriodName | undefined;
}

/**
 * Reads `?period=` from the URL. A period the overview does not know is dropped: set to undefined,
 * since the router keeps the raw value of a key the validated search leaves out.
 */
export function validateOverviewSearch(raw: Record<string, unknown>): OverviewSearch {
  return { period: OVERVIEW_PERIODS.find((known) => known === raw.period) };
}

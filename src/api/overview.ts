import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OverviewPeriodName } from '@/domain/overview-search';
import { type ApiClient, callOrThrow } from './client';
import type { components } from './schema.gen';

export type PortfolioOverview = components['schemas']['PortfolioOverview'];
export type OverviewCovers = components['schemas']['OverviewCovers'];
export type OverviewArea = components['schemas']['OverviewArea'];

export const overviewKeys = {
  all: ['overview'] as const,
  period: (period: OverviewPeriodName) => ['overview', period] as const,
};

/** The overview is read again every five minutes and when the window regains focus. */
export const OVERVIEW_REFRESH_MS = 5 * 60_000;

/** The portfolio overview for a period; while another period loads, the figures shown stay. */
export function portfolioOverviewQuery(api: ApiClient, period: OverviewPeriodName) {
  return queryOptions({
    queryKey: overviewKeys.period(period),
    queryFn: ({ signal }) => callOrThrow(api.GET('/overview', { params: { query: { period } }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

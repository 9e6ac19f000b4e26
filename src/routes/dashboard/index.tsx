import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_OVERVIEW_PERIOD, validateOverviewSearch } from '@/domain/overview-search';
import { OverviewPage } from '@/features/overview/overview-page';

/** The dashboard's first page: the portfolio overview, its period kept in the URL. */
export const Route = createFileRoute('/dashboard/')({
  validateSearch: validateOverviewSearch,
  component: function OverviewRoute() {
    const { period = DEFAULT_OVERVIEW_PERIOD } = Route.useSearch();
    return <OverviewPage period={period} />;
  },
});

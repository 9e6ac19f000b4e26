import { lazy } from 'react';

// The drawings load after the page: recharts is the heaviest code the dashboard has, and the
// figures and their tables do not wait for it.
export const BarsChart = lazy(() => import('./overview-charts').then((m) => ({ default: m.BarsChart })));
export const BarsAgainstAmountChart = lazy(() =>
  import('./overview-charts').then((m) => ({ default: m.BarsAgainstAmountChart })),
);

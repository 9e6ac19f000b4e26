import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/routes/-router-context';
import { RouteError, RouteNotFound } from './-problem-screens';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
});

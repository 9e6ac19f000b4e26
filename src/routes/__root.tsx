import { createRootRouteWithContext, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../router';
import { ErrorScreen } from '../ui/error-screen';

function NotFound() {
  const { t } = useTranslation();
  return <>{t('errors.notFound')}</>;
}

function RouteError({ error }: ErrorComponentProps) {
  return <ErrorScreen error={error} />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

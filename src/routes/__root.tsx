import { createRootRoute, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../ui/error-screen';

function NotFound() {
  const { t } = useTranslation();
  return <>{t('errors.notFound')}</>;
}

function RouteError({ error }: ErrorComponentProps) {
  return <ErrorScreen error={error} />;
}

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

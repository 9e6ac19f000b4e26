import { Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../router';
import { AreaFrame } from '../ui/area-frame';
import { requirePermission } from './-guards';

type Area = 'diasporas' | 'individuals' | 'groups';

/** Options of a customer area's layout route: its permission and its frame. */
export function areaRoute(area: Area, permission: string) {
  return {
    beforeLoad: ({ context }: { context: RouterContext }) => requirePermission(context, permission),
    component: function AreaLayout() {
      const { t } = useTranslation();
      const base = `/dashboard/customers/${area}`;
      // Registration pages show their own stepper instead of the status tabs.
      const { pathname } = useLocation();
      const registering = ['new', 'edit', 'add-group'].some((page) => pathname.startsWith(`${base}/${page}`));
      return (
        <AreaFrame title={t(`shell.menu.${area}`)} basePath={base} hideTabs={registering}>
          <Outlet />
        </AreaFrame>
      );
    },
  };
}

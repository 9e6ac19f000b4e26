import { Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AreaFrame } from '@/ui/layout/area-frame';
import { UnderAreaTitle } from './-problem-screens';

export type Area = 'diasporas' | 'individuals' | 'groups';

/** A customer area's layout: its title, its status tabs and the page beneath. */
export function AreaLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  const base = `/dashboard/customers/${area}`;
  // Registration pages show their own stepper instead of the status tabs.
  const { pathname } = useLocation();
  const registering = ['new', 'edit', 'add-group'].some((page) => pathname.startsWith(`${base}/${page}`));
  return (
    <AreaFrame title={t(`shell.menu.${area}`)} basePath={base} hideTabs={registering}>
      <UnderAreaTitle.Provider value={true}>
        <Outlet />
      </UnderAreaTitle.Provider>
    </AreaFrame>
  );
}

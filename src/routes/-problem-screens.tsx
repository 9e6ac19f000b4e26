import { type ErrorComponentProps, useRouteContext, useRouterState } from '@tanstack/react-router';
import { type ComponentType, createContext, lazy, Suspense, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ErrorScreenProps, ProblemLook } from '@/ui/primitives/error-screen';
import { PagePending } from '@/ui/primitives/page-pending';

/**
 * The screens' look downloads only when a page goes wrong. Should that download fail too, the
 * heading still says what happened, as plain text.
 */
function lazyScreen<P extends object>(
  pick: (screens: typeof import('@/ui/primitives/error-screen')) => ComponentType<P>,
  heading: 'errors.notFound' | 'errors.failedTitle',
) {
  return lazy(() =>
    import('@/ui/primitives/error-screen').then(
      (screens) => ({ default: pick(screens) }),
      () => ({
        default: function PlainProblem() {
          const { t } = useTranslation();
          return <h1 role="alert">{t(heading)}</h1>;
        },
      }),
    ),
  );
}

const NotFoundScreen = lazyScreen<ProblemLook>((screens) => screens.NotFoundScreen, 'errors.notFound');
const ErrorScreen = lazyScreen<ErrorScreenProps>((screens) => screens.ErrorScreen, 'errors.failedTitle');

/**
 * True beneath a customer area's title (-area.tsx provides it): a problem screen there takes the
 * next heading level. Here, so that the route tree does not download the area's layout for it.
 */
export const UnderAreaTitle = createContext(false);

/** True once the dashboard's shell is on screen: a problem below it keeps the sidebar. */
function useInsideShell(): boolean {
  return useRouterState({
    select: (state) =>
      state.matches.some((match) => match.routeId === '/dashboard' && match.status === 'success'),
  });
}

/** Whether a staff session is open or being checked in this tab. */
function useStaffSession(): boolean {
  const { staffAuth } = useRouteContext({ from: '__root__' });
  return useSyncExternalStore(staffAuth.subscribe, () => {
    const snapshot = staffAuth.current()?.getSnapshot();
    return snapshot ? snapshot.matches('signedIn') || snapshot.matches('restoring') : false;
  });
}

/** Where a problem screen sits, its heading level and its way back: the dashboard for staff, else home. */
function useProblemLook(): ProblemLook {
  const { t } = useTranslation();
  const insideShell = useInsideShell();
  const staff = useStaffSession();
  const underTitle = useContext(UnderAreaTitle);
  return {
    placement: insideShell ? 'panel' : 'page',
    headingLevel: underTitle ? 'h2' : 'h1',
    back:
      insideShell || staff
        ? { to: '/dashboard', label: t('errors.backToDashboard') }
        : { to: '/', label: t('errors.backHome') },
  };
}

/** Any route's unknown address (SPEC §2: 'Unknown page'), in the product's look. */
export function RouteNotFound() {
  const look = useProblemLook();
  return (
    <Suspense fallback={<PagePending />}>
      <NotFoundScreen {...look} />
    </Suspense>
  );
}

/** Any route's error (SPEC §8: a 403, a failed load), where the route would have shown. */
export function RouteError({ error }: ErrorComponentProps) {
  const look = useProblemLook();
  return (
    <Suspense fallback={<PagePending />}>
      <ErrorScreen error={error} {...look} />
    </Suspense>
  );
}

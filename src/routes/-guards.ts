import { notFound, redirect } from '@tanstack/react-router';
import { COVER_STATUSES, type CoverStatus } from '@/domain/cover';
import { can } from '@/domain/staff';
import type { AuthActor } from '@/features/auth/auth-session';
import { i18n } from '@/i18n/index';
import type { RouterContext } from '@/routes/-router-context';

/** The dashboard guard (SPEC §2): no signed-in user, off to /login, remembering where they were. */
export async function requireSignedIn(context: RouterContext, from: string) {
  const auth = await context.staffAuth.settled();
  const snapshot = auth.getSnapshot();
  const user = snapshot.matches('signedIn') ? snapshot.context.user : null;
  if (!user) throw redirect({ to: '/login', state: { from }, replace: true });
  return { user, auth };
}

/** An area the user's role may not read shows the error screen with 403, not an empty page. */
export function requirePermission(context: { auth: AuthActor }, permission: string) {
  if (!can(context.auth.getSnapshot().context.user, permission)) {
    throw { status: 403, data: i18n.t('shell.forbidden') };
  }
}

export function requireCoverStatus(status: string): CoverStatus {
  if (!(COVER_STATUSES as readonly string[]).includes(status)) throw notFound();
  return status as CoverStatus;
}

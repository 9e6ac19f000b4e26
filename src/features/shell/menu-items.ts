import { Globe2, Inbox, LayoutDashboard, type LucideIcon, UserRound, UsersRound, Wallet } from 'lucide-react';
import type { ApprovalCounts, ApprovalKind } from '@/api/approvals';
import { APPROVE_PERMISSIONS } from '@/domain/approvals';
import { COVER_STATUSES, type CoverStatus } from '@/domain/cover';
import { can, type StaffUser } from '@/domain/staff';

/** A sidebar entry (SPEC §2): icon, link, name, pattern, optional badge and submenu. */
export interface MenuItem {
  name: 'overview' | 'diasporas' | 'individuals' | 'groups' | 'approvals' | 'premiums';
  link: string;
  /** The entry is active for any path starting with this. */
  pattern: string;
  /** Active for the pattern itself only, not the paths below it (the overview is /dashboard). */
  exact?: boolean;
  icon: LucideIcon;
  badge?: string | number;
  /** Shown only to users with this permission, or with any one of these; to every staff member when absent. */
  permission?: string | readonly string[];
  submenu?: SubmenuItem[];
}

/** A submenu entry: a cover status tab of an area, or one kind of what waits for approval. */
export type SubmenuItem =
  | { status: CoverStatus; link: string; pattern: string }
  | {
      approvalKind: ApprovalKind;
      link: string;
      pattern: string;
      /** The inbox's filter, kept in the URL's search params. */
      search: { kind: ApprovalKind };
      /** How many of the kind wait. */
      badge: number;
    };

const byStatus = (base: string): SubmenuItem[] =>
  COVER_STATUSES.map((status) => ({ status, link: `${base}/${status}`, pattern: `${base}/${status}` }));

const APPROVALS_LINK = '/dashboard/approvals';

const area = (
  name: Exclude<MenuItem['name'], 'approvals' | 'overview' | 'premiums'>,
  icon: LucideIcon,
  permission: string,
): MenuItem => {
  const base = `/dashboard/customers/${name}`;
  return { name, link: base, pattern: base, icon, permission, submenu: byStatus(base) };
};

export const MENU_ITEMS: MenuItem[] = [
  // The portfolio overview, for every signed-in staff member: it shows only what they may read.
  { name: 'overview', link: '/dashboard', pattern: '/dashboard', exact: true, icon: LayoutDashboard },
  area('diasporas', Globe2, 'diasporas.read'),
  area('individuals', UserRound, 'customers.read'),
  area('groups', UsersRound, 'groups.read'),
  // The approval inbox, for checkers; its badge and per-kind submenu come from withApprovalCounts.
  {
    name: 'approvals',
    link: APPROVALS_LINK,
    pattern: APPROVALS_LINK,
    icon: Inbox,
    permission: APPROVE_PERMISSIONS,
  },
  // Premium collection: the month's debit file out, the core banking results in.
  {
    name: 'premiums',
    link: '/dashboard/premiums',
    pattern: '/dashboard/premiums',
    icon: Wallet,
    permission: 'premiums.manage',
  },
];

/**
 * The approvals entry with what waits: the total as its badge (none when nothing waits) and one
 * submenu line per kind the user may approve, each with its count and the inbox filtered to it.
 */
export function withApprovalCounts(item: MenuItem, counts: ApprovalCounts): MenuItem {
  const total = counts.reduce((sum, count) => sum + count.waiting, 0);
  const submenu: SubmenuItem[] = counts.map((count) => ({
    approvalKind: count.kind,
    link: APPROVALS_LINK,
    pattern: APPROVALS_LINK,
    search: { kind: count.kind },
    badge: count.waiting,
  }));
  return { ...item, ...(total > 0 ? { badge: total } : {}), ...(submenu.length > 1 ? { submenu } : {}) };
}

/** Whether the user may see the entry. */
export function mayOpen(user: StaffUser, item: MenuItem): boolean {
  if (item.permission === undefined) return true;
  const needed = typeof item.permission === 'string' ? [item.permission] : item.permission;
  return needed.some((permission) => can(user, permission));
}

export function isActive(pattern: string, pathname: string, exact = false): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path === pattern || (!exact && path.startsWith(`${pattern}/`));
}

/** Whether a submenu line is the page shown: its path, and for an inbox kind also its filter. */
export function isSubmenuActive(sub: SubmenuItem, pathname: string, searchKind: unknown): boolean {
  return isActive(sub.pattern, pathname) && (!('search' in sub) || sub.search.kind === searchKind);
}

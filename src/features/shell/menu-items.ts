import { Globe2, Inbox, type LucideIcon, UserRound, UsersRound } from 'lucide-react';
import { APPROVE_PERMISSIONS } from '../../domain/approvals';
import { COVER_STATUSES, type CoverStatus } from '../../domain/cover';
import { can, type StaffUser } from '../../domain/staff';

/** A sidebar entry (SPEC §2): icon, link, name, pattern, optional badge and submenu. */
export interface MenuItem {
  name: 'diasporas' | 'individuals' | 'groups' | 'approvals';
  link: string;
  /** The entry is active for any path starting with this. */
  pattern: string;
  icon: LucideIcon;
  badge?: string | number;
  /** Shown only to users with this permission, or with any one of these. */
  permission: string | readonly string[];
  submenu?: SubmenuItem[];
}

export interface SubmenuItem {
  status: CoverStatus;
  link: string;
  pattern: string;
}

const byStatus = (base: string): SubmenuItem[] =>
  COVER_STATUSES.map((status) => ({ status, link: `${base}/${status}`, pattern: `${base}/${status}` }));

const area = (
  name: Exclude<MenuItem['name'], 'approvals'>,
  icon: LucideIcon,
  permission: string,
): MenuItem => {
  const base = `/dashboard/customers/${name}`;
  return { name, link: base, pattern: base, icon, permission, submenu: byStatus(base) };
};

export const MENU_ITEMS: MenuItem[] = [
  area('diasporas', Globe2, 'diasporas.read'),
  area('individuals', UserRound, 'customers.read'),
  area('groups', UsersRound, 'groups.read'),
  // The approval inbox, for checkers; its badge (the number waiting) is filled in by the sidebar.
  {
    name: 'approvals',
    link: '/dashboard/approvals',
    pattern: '/dashboard/approvals',
    icon: Inbox,
    permission: APPROVE_PERMISSIONS,
  },
];

/** Whether the user may see the entry. */
export function mayOpen(user: StaffUser, item: MenuItem): boolean {
  const needed = typeof item.permission === 'string' ? [item.permission] : item.permission;
  return needed.some((permission) => can(user, permission));
}

export function isActive(pattern: string, pathname: string): boolean {
  return pathname === pattern || pathname.startsWith(`${pattern}/`);
}

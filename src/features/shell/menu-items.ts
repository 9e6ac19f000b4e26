import { Globe2, type LucideIcon, UserRound, UsersRound } from 'lucide-react';
import { COVER_STATUSES, type CoverStatus } from '../../domain/cover';

/** A sidebar entry (SPEC §2): icon, link, name, pattern, optional badge and submenu. */
export interface MenuItem {
  name: 'diasporas' | 'individuals' | 'groups';
  link: string;
  /** The entry is active for any path starting with this. */
  pattern: string;
  icon: LucideIcon;
  badge?: string | number;
  /** Shown only to users with this permission. */
  permission: string;
  submenu?: SubmenuItem[];
}

export interface SubmenuItem {
  status: CoverStatus;
  link: string;
  pattern: string;
}

const byStatus = (base: string): SubmenuItem[] =>
  COVER_STATUSES.map((status) => ({ status, link: `${base}/${status}`, pattern: `${base}/${status}` }));

const area = (name: MenuItem['name'], icon: LucideIcon, permission: string): MenuItem => {
  const base = `/dashboard/customers/${name}`;
  return { name, link: base, pattern: base, icon, permission, submenu: byStatus(base) };
};

export const MENU_ITEMS: MenuItem[] = [
  area('diasporas', Globe2, 'diasporas.read'),
  area('individuals', UserRound, 'customers.read'),
  area('groups', UsersRound, 'groups.read'),
];

export function isActive(pattern: string, pathname: string): boolean {
  return pathname === pattern || pathname.startsWith(`${pattern}/`);
}

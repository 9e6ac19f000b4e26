/** A signed-in staff member as the browser knows them (SPEC §3). */
export interface StaffUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: { name: string; permissions: { name: string }[] };
  /** Lower-cased permission names, e.g. `diasporas.read`. */
  permissions: string[];
  /** The language kept on their account, once they chose one. */
  language?: 'en' | 'sw' | undefined;
}

export function can(user: StaffUser | null | undefined, permission: string): boolean {
  return user?.permissions.includes(permission.toLowerCase()) ?? false;
}

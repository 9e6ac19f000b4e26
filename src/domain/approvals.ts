import { can, type StaffUser } from './staff';

/** Any one of these makes a staff user a checker: the approval inbox is theirs. */
export const APPROVE_PERMISSIONS = [
  'customers.approve',
  'diasporas.approve',
  'groups.approve',
  'claims.approve',
  'premiums.approve',
] as const;

/** Whether the user may approve anything at all (records, claims or results files). */
export function canApproveAnything(user: StaffUser | null | undefined): boolean {
  return APPROVE_PERMISSIONS.some((permission) => can(user, permission));
}

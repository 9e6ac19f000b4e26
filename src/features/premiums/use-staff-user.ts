import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { StaffUser } from '@/domain/staff';

/** The signed-in staff member: premiums show only in the dashboard, whose route hands down auth. */
export function useStaffUser(): StaffUser | null {
  return useSelector(useRouteContext({ from: '/dashboard' }).auth, (snapshot) => snapshot.context.user);
}

import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useStaffUpload } from '@/api/use-file-upload';
import type { StaffUser } from '@/domain/staff';
import type { UploadFile } from '@/domain/uploaded-file';

/** What the claim steps need of the signed-in staff member: who they are and their upload. */
export interface StaffSession {
  user: StaffUser | null;
  upload: UploadFile;
}

export function useStaffSession(): StaffSession {
  // Claims show only in the dashboard, whose route hands down the signed-in statechart.
  const { auth, config } = useRouteContext({ from: '/dashboard' });
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  const upload = useStaffUpload({
    apiBaseUrl: config.apiBaseUrl,
    staffToken: () => auth.getSnapshot().context.token,
    onStaffUnauthorized: () => auth.send({ type: 'session.expired' }),
  });
  return { user, upload };
}

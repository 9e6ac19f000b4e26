import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { canApproveAnything } from '../../domain/approvals';
import { can } from '../../domain/staff';
import { ApprovalsPage } from '../../features/approvals/approvals-page';
import { i18n } from '../../i18n';

const RECORD_APPROVALS = ['customers.approve', 'diasporas.approve', 'groups.approve'] as const;

export const Route = createFileRoute('/dashboard/approvals')({
  // Only checkers have an inbox; anyone else gets the 403 screen, as for an area they may not read.
  beforeLoad: ({ context }) => {
    if (!canApproveAnything(context.auth.getSnapshot().context.user)) {
      throw { status: 403, data: i18n.t('shell.forbidden') };
    }
  },
  component: function ApprovalsRoute() {
    const { api, auth } = Route.useRouteContext();
    const approvesRecords = useSelector(auth, (s) =>
      RECORD_APPROVALS.some((permission) => can(s.context.user, permission)),
    );
    const approvesClaims = useSelector(auth, (s) => can(s.context.user, 'claims.approve'));
    return <ApprovalsPage api={api} approvesRecords={approvesRecords} approvesClaims={approvesClaims} />;
  },
});

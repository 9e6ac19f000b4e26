import { createFileRoute } from '@tanstack/react-router';
import { canApproveAnything } from '@/domain/approvals';
import { validateApprovalsSearch } from '@/domain/approvals-search';
import { ApprovalsPage } from '@/features/approvals/approvals-page';
import { i18n } from '@/i18n/index';

export const Route = createFileRoute('/dashboard/approvals')({
  validateSearch: validateApprovalsSearch,
  // Only checkers have an inbox; anyone else gets the 403 screen, as for an area they may not read.
  beforeLoad: ({ context }) => {
    if (!canApproveAnything(context.auth.getSnapshot().context.user)) {
      throw { status: 403, data: i18n.t('shell.forbidden') };
    }
  },
  component: function ApprovalsRoute() {
    const { kind } = Route.useSearch();
    return <ApprovalsPage kind={kind} />;
  },
});

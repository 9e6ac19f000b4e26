import { createFileRoute } from '@tanstack/react-router';
import { validatePremiumCollectionSearch } from '@/domain/premium-collection-search';
import { can } from '@/domain/staff';
import { PremiumCollectionPage } from '@/features/premiums/premium-collection-page';
import { i18n } from '@/i18n/index';

export const Route = createFileRoute('/dashboard/premiums')({
  validateSearch: validatePremiumCollectionSearch,
  // The debit and results files are for staff who manage premium collection.
  beforeLoad: ({ context }) => {
    if (!can(context.auth.getSnapshot().context.user, 'premiums.manage')) {
      throw { status: 403, data: i18n.t('shell.forbidden') };
    }
  },
  component: function PremiumsRoute() {
    const { file } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PremiumCollectionPage
        reviewing={file}
        onReview={(id) => void navigate({ search: id ? { file: id } : {}, replace: false })}
      />
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { can } from '@/domain/staff';
import { PremiumCollectionPage } from '@/features/premiums/premium-collection-page';
import { i18n } from '@/i18n/index';

export const Route = createFileRoute('/dashboard/premiums')({
  // The debit and results files are for staff who manage premium collection.
  beforeLoad: ({ context }) => {
    if (!can(context.auth.getSnapshot().context.user, 'premiums.manage')) {
      throw { status: 403, data: i18n.t('shell.forbidden') };
    }
  },
  component: PremiumCollectionPage,
});

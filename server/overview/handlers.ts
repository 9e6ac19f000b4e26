import { approvableKinds } from '../approvals/waiting';
import { requireStaff } from '../auth/guard';
import { type Handlers, queryOf, type ServiceContext } from '../routes/context';
import { readableAreas } from './areas';
import { overviewCalendar } from './period';
import { readOverview } from './read-overview';

/** The portfolio overview (the dashboard's first page): only the sections the caller may read. */
export function overviewHandlers({ db }: ServiceContext): Handlers {
  return {
    async getPortfolioOverview(request) {
      const user = requireStaff(request);
      const { period = '90d' } = queryOf(request, 'getPortfolioOverview');
      return readOverview(
        db,
        {
          areas: readableAreas(user.permissions),
          claims: user.permissions.includes('claims.read'),
          kinds: approvableKinds(user.permissions),
          permissions: user.permissions,
        },
        overviewCalendar(period),
      );
    },
  };
}

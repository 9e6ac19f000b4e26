import { approvableKinds, summariseBacklog } from '../approvals/waiting';
import { requireStaff } from '../auth/guard';
import type { Schemas } from '../contract-types';
import { type Handlers, queryOf, type ServiceContext } from '../routes/context';
import { readableAreas } from './areas';
import { readClaims } from './claims';
import { readCovers } from './covers';
import { readEnrolments } from './enrolments';
import { EXPIRING_WITHIN_DAYS, overviewCalendar } from './period';
import { readPremiums } from './premiums';

/** The portfolio overview (the dashboard's first page): only the sections the caller may read. */
export function overviewHandlers({ db }: ServiceContext): Handlers {
  return {
    async getPortfolioOverview(request) {
      const user = requireStaff(request);
      const { period = '90d' } = queryOf(request, 'getPortfolioOverview');
      const calendar = overviewCalendar(period);
      const areas = readableAreas(user.permissions);
      const kinds = approvableKinds(user.permissions);
      const mayReadClaims = user.permissions.includes('claims.read');
      const [covers, enrolments, premiums, claims, approvals] = await Promise.all([
        readCovers(db, areas, calendar),
        areas.length > 0 ? readEnrolments(db, areas, calendar) : undefined,
        areas.length > 0 ? readPremiums(db, areas, calendar) : undefined,
        mayReadClaims ? readClaims(db, calendar) : undefined,
        kinds.length > 0 ? summariseBacklog(db, kinds, user.permissions) : undefined,
      ]);
      const overview: Schemas['PortfolioOverview'] = {
        period,
        from: calendar.from,
        to: calendar.today,
        expiringWithinDays: EXPIRING_WITHIN_DAYS,
        covers,
        ...(enrolments ? { enrolments } : {}),
        ...(premiums ? { premiums } : {}),
        ...(claims ? { claims } : {}),
        ...(approvals ? { approvals } : {}),
      };
      return overview;
    },
  };
}

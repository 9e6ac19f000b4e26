import { requireStaff } from '../auth/guard';
import { type Handlers, queryOf, type ServiceContext } from '../routes/context';
import { approvableKinds, countWaiting, decodeCursor, readWaitingPage } from './waiting';

/** The approval inbox: what the signed-in user may approve and did not make themselves. */
export function approvalHandlers({ db }: ServiceContext): Handlers {
  return {
    async listApprovals(request) {
      const user = requireStaff(request);
      const { kind, after, perPage = 50 } = queryOf(request, 'listApprovals');
      const mine = approvableKinds(user.permissions);
      // A kind the role may not approve is not an error: nothing of it waits for this user.
      const asked = kind ? mine.filter((k) => k === kind) : mine;
      const cursor = after ? decodeCursor(after) : undefined;
      const [counts, page] = await Promise.all([
        countWaiting(db, user.userId, mine),
        readWaitingPage(db, user.userId, asked, cursor, perPage),
      ]);
      const total = counts
        .filter((c) => asked.some((k) => k === c.kind))
        .reduce((sum, c) => sum + c.waiting, 0);
      return { items: page.items, total, nextCursor: page.nextCursor, counts };
    },

    async countApprovals(request) {
      const user = requireStaff(request);
      return { counts: await countWaiting(db, user.userId, approvableKinds(user.permissions)) };
    },
  };
}

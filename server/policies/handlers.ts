import { pageWindow, pagination } from '../common/paging';
import { containsPattern } from '../common/search';
import { type Handlers, queryOf, type ServiceContext } from '../routes/context';
import { toPolicy } from './mappers';

export function policyHandlers({ db }: ServiceContext): Handlers {
  return {
    async listPolicies(request) {
      const { currentPage = 1, pageSize = 10, keyword = '', kind } = queryOf(request, 'listPolicies');
      let query = db.selectFrom('policies');
      if (kind) query = query.where('kind', '=', kind);
      if (keyword.trim())
        query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', containsPattern(keyword)));
      const { offset, limit } = pageWindow(currentPage, pageSize);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        policies: rows.map(toPolicy),
        pagination: pagination(Number(count.total), currentPage, pageSize),
      };
    },
  };
}

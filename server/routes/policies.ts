import type { Selectable } from 'kysely';
import type { PoliciesTable } from '../db/schema';
import { type Handlers, queryOf, type Schemas, type ServiceContext } from './context';
import { containsPattern, pageWindow, pagination } from './paging';

export function toPolicy(row: Selectable<PoliciesTable>): Schemas['Policy'] {
  return {
    policyId: row.id,
    name: row.name,
    kind: row.kind,
    premium: row.premium,
    annualPremium: row.annual_premium,
    terms: row.terms,
    memberBenefit: row.member_benefit,
    spouseBenefit: row.spouse_benefit,
    childBenefit: row.child_benefit,
    parentBenefit: row.parent_benefit,
    parentInLawBenefit: row.parent_in_law_benefit,
    maximumBenefit: row.maximum_benefit,
    funeralLumpSum: row.funeral_lump_sum,
  };
}

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

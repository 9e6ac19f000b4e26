import type { Selectable } from 'kysely';
import type { Schemas } from '../contract-types';
import type { PoliciesTable } from '../db/schema';

/** A policy as the contract shows it. */
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

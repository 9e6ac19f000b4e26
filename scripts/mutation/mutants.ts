import { MONEY_AND_ACCESS_MUTANTS } from './mutants-money-and-access';
import { PEOPLE_MUTANTS } from './mutants-people';

export type { Mutant } from './mutant';

/** Every mutant the mutation run applies, one at a time. */
export const MUTANTS = [...PEOPLE_MUTANTS, ...MONEY_AND_ACCESS_MUTANTS];

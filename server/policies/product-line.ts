import type { Kysely, Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';

/**
 * The product lines (policies.kind): an individual customer is covered by an individual policy, a
 * group and its members by a group policy, a diaspora customer by the diaspora cover. The screens
 * only offer a line's own policies; the server holds every create and update to the same rule.
 */
export type ProductLine = 'individual' | 'group' | 'diaspora';

const CHOOSE: Record<ProductLine, string> = {
  individual: SERVER_MESSAGES.chooseIndividualPolicy,
  group: SERVER_MESSAGES.chooseGroupPolicy,
  diaspora: SERVER_MESSAGES.chooseDiasporaPolicy,
};

/** The policy, when it exists and is of the product line; otherwise 400 on `policyId`. */
export async function policyOfLine(
  db: Kysely<Database> | Transaction<Database>,
  policyId: string,
  line: ProductLine,
): Promise<string> {
  const policy = await db
    .selectFrom('policies')
    .select('id')
    .where('id', '=', policyId)
    .where('kind', '=', line)
    .executeTakeFirst();
  if (!policy) throw badRequest({ policyId: CHOOSE[line] });
  return policy.id;
}

/** The line's first policy (the one a form without a choice falls back on); 400 when there is none. */
export async function defaultPolicyOfLine(
  db: Kysely<Database> | Transaction<Database>,
  line: ProductLine,
): Promise<string> {
  const policy = await db
    .selectFrom('policies')
    .select('id')
    .where('kind', '=', line)
    .orderBy('created_at')
    .orderBy('name')
    .executeTakeFirst();
  if (!policy) throw badRequest({ policyId: CHOOSE[line] });
  return policy.id;
}

import type { Transaction } from 'kysely';
import type { Caller } from '../auth/guard';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { resolveFileReferences } from '../files/references';
import { personColumns } from '../people/person-columns';
import { type CustomerInput, customerFileReferences, insertNextOfKin, kinColumns } from './columns';

type NewCustomer = CustomerInput & Required<Pick<CustomerInput, 'accountNumber'>>;

/** Records an individual customer (in progress) with their next of kin and history; returns the id. */
export async function createIndividualCustomer(
  trx: Transaction<Database>,
  input: NewCustomer,
  caller: Caller,
  userId: string,
): Promise<string> {
  const files = await resolveFileReferences(trx, caller, customerFileReferences(input));
  const { id } = await trx
    .insertInto('customers')
    .values({
      ...personColumns(input, files.idCopy ?? null),
      policy_id: input.policyId ?? null,
      account_number: input.accountNumber,
      language: input.language ?? 'en',
      group_id: null,
      position: null,
      photo_file: null,
      expiry_at: null,
      created_by: userId,
      maker_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertNextOfKin(trx, id, kinColumns(input, files));
  await audit(trx, {
    entity: 'customer',
    entityId: id,
    action: 'create',
    actorId: userId,
    toStatus: 'in-progress',
  });
  return id;
}

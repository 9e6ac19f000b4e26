import type { Transaction, UpdateObject } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Caller } from '../auth/guard';
import { applyContactChange } from '../changes/contact-change';
import {
  applyApprovedChange,
  applyDetailsEdit,
  type ResolvedFiles,
  withoutContact,
} from '../changes/details-update';
import type { WaitingChangeRow } from '../changes/pending-store';
import { rethrowAsConflict } from '../common/unique-conflict';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { resolveFileReferences } from '../files/references';
import {
  CUSTOMER_ID_NUMBER_TAKEN,
  CUSTOMER_MATERIAL_COLUMNS,
  type CustomerInput,
  customerColumns,
  customerFileReferences,
  kinColumns,
  kinView,
  replaceNextOfKin,
  storedKin,
} from './columns';

/** What a waiting customer change applies on approval. */
interface CustomerPayload {
  input: CustomerInput;
  files: ResolvedFiles;
}

function lockCustomer(trx: Transaction<Database>, customerId: string) {
  return trx
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

type CustomerRow = NonNullable<Awaited<ReturnType<typeof lockCustomer>>>;

/** A customer's cover is in force: its own, or (for a group member) its group's. */
async function isCovered(trx: Transaction<Database>, row: CustomerRow): Promise<boolean> {
  if (!row.group_id) return row.status === 'covered';
  const group = await trx
    .selectFrom('groups')
    .select('status')
    .where('id', '=', row.group_id)
    .executeTakeFirst();
  return group?.status === 'covered';
}

const writeCustomer = (
  trx: Transaction<Database>,
  customerId: string,
  columns: UpdateObject<Database, 'customers'>,
) => trx.updateTable('customers').set(columns).where('id', '=', customerId).execute();

/**
 * Replaces a customer's details and next of kin (server/changes/details-update.ts: at once, or
 * waiting for a second staff user when covered). Runs inside the caller's transaction.
 */
export async function updateCustomerDetails(
  trx: Transaction<Database>,
  customerId: string,
  input: CustomerInput,
  caller: Caller,
  userId: string,
): Promise<'applied' | 'proposed'> {
  try {
    const files = await resolveFileReferences(trx, caller, customerFileReferences(input));
    const before = await lockCustomer(trx, customerId);
    if (!before) throw notFound('Customer');
    // The group pays for its members: a member's premiums never come from an account of their own.
    if (before.group_id && input.accountNumber !== undefined) {
      throw badRequest({ accountNumber: SERVER_MESSAGES.memberHasNoAccount });
    }
    // An update without a language or an account keeps the stored one; the approval of a waiting
    // change never touches the language.
    const after = {
      ...customerColumns(input, files),
      account_number: input.accountNumber ?? before.account_number,
      language: input.language ?? before.language,
    };
    const kin = kinColumns(input, files);
    const payload: CustomerPayload = { input, files };
    return await applyDetailsEdit(trx, {
      kind: 'customer',
      before,
      after,
      materialColumns: CUSTOMER_MATERIAL_COLUMNS,
      covered: await isCovered(trx, before),
      files,
      payload,
      userId,
      writeRecord: (stamp) => writeCustomer(trx, customerId, { ...after, ...stamp }),
      applyImmediate: () => applyContactChange(trx, 'customer', before, after, userId),
      writePeople: () => replaceNextOfKin(trx, customerId, kin),
      people: async () => ({
        field: 'nextOfKins',
        before: await storedKin(trx, customerId),
        after: kin,
        view: kinView,
      }),
    });
  } catch (error) {
    rethrowAsConflict(error, CUSTOMER_ID_NUMBER_TAKEN);
  }
}

/** Applies an approved change's material fields (the contact fields may have moved on since). */
export async function applyCustomerChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  approverId: string,
): Promise<void> {
  const { input, files } = change.payload as CustomerPayload;
  const material = withoutContact(customerColumns(input, files));
  await applyApprovedChange(change, approverId, CUSTOMER_ID_NUMBER_TAKEN, async (stamp) => {
    await writeCustomer(trx, change.record_id, { ...material, ...stamp });
    await replaceNextOfKin(trx, change.record_id, kinColumns(input, files));
  });
}

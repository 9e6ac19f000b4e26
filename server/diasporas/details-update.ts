import type { Transaction, UpdateObject } from 'kysely';
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
import { notFound } from '../errors';
import { resolveFileReferences } from '../files/references';
import { defaultPolicyOfLine, policyOfLine } from '../policies/product-line';
import { asColumns, storedBeneficiaries, syncBeneficiaries } from './beneficiaries';
import {
  beneficiaryColumns,
  beneficiaryView,
  DIASPORA_ID_NUMBER_TAKEN,
  DIASPORA_MATERIAL_COLUMNS,
  type DiasporaInput,
  diasporaColumns,
  diasporaFileReferences,
} from './columns';

/** What a waiting diaspora change applies on approval. */
interface DiasporaPayload {
  input: DiasporaInput;
  files: ResolvedFiles;
  policyId: string;
}

/** The diaspora policy asked for, or the record's own when none is named. */
async function chosenPolicy(
  trx: Transaction<Database>,
  policyId: string | undefined,
  current: string | null,
): Promise<string> {
  const wanted = policyId ?? current;
  return wanted ? policyOfLine(trx, wanted, 'diaspora') : defaultPolicyOfLine(trx, 'diaspora');
}

function lockDiaspora(trx: Transaction<Database>, diasporaId: string) {
  return trx
    .selectFrom('diasporas')
    .selectAll()
    .where('id', '=', diasporaId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

const writeDiaspora = (
  trx: Transaction<Database>,
  diasporaId: string,
  columns: UpdateObject<Database, 'diasporas'>,
) => trx.updateTable('diasporas').set(columns).where('id', '=', diasporaId).execute();

/**
 * Replaces a diaspora customer's details and beneficiaries (server/changes/details-update.ts: at
 * once, or waiting for a second staff user when covered). Runs inside the caller's transaction.
 */
export async function updateDiasporaDetails(
  trx: Transaction<Database>,
  diasporaId: string,
  input: DiasporaInput,
  caller: Caller,
  userId: string,
): Promise<'applied' | 'proposed'> {
  try {
    const files = await resolveFileReferences(trx, caller, diasporaFileReferences(input));
    const before = await lockDiaspora(trx, diasporaId);
    if (!before) throw notFound('Diaspora customer');
    const policyId = await chosenPolicy(trx, input.policyId, before.policy_id);
    // An update without a language keeps the stored one; the approval of a waiting change never touches it.
    const after = { ...diasporaColumns(input, files, policyId), language: input.language ?? before.language };
    const beneficiaries = beneficiaryColumns(input, files);
    const payload: DiasporaPayload = { input, files, policyId };
    return await applyDetailsEdit(trx, {
      kind: 'diaspora',
      before,
      after,
      materialColumns: DIASPORA_MATERIAL_COLUMNS,
      covered: before.status === 'covered',
      files,
      payload,
      userId,
      writeRecord: (stamp) => writeDiaspora(trx, diasporaId, { ...after, ...stamp }),
      applyImmediate: () => applyContactChange(trx, 'diaspora', before, after, userId),
      // Null: a beneficiary added before the cover is in force joins with its start.
      writePeople: () => syncBeneficiaries(trx, diasporaId, beneficiaries, null),
      people: async () => ({
        field: 'beneficiaries',
        before: (await storedBeneficiaries(trx, diasporaId)).map(asColumns),
        after: beneficiaries,
        view: beneficiaryView,
      }),
    });
  } catch (error) {
    rethrowAsConflict(error, DIASPORA_ID_NUMBER_TAKEN);
  }
}

/** Applies an approved change's material fields; a beneficiary it adds joins the cover today. */
export async function applyDiasporaChange(
  trx: Transaction<Database>,
  change: WaitingChangeRow,
  approverId: string,
  today: string,
): Promise<void> {
  const { input, files, policyId } = change.payload as DiasporaPayload;
  const material = withoutContact(diasporaColumns(input, files, policyId));
  await applyApprovedChange(change, approverId, DIASPORA_ID_NUMBER_TAKEN, async (stamp) => {
    await writeDiaspora(trx, change.record_id, { ...material, ...stamp });
    await syncBeneficiaries(trx, change.record_id, beneficiaryColumns(input, files), today);
  });
}

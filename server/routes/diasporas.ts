import { type Kysely, type SqlBool, sql } from 'kysely';
import { checkDiasporaEnrolment } from '../../src/domain/enrolment-rules';
import { ID_TYPES, type IdType } from '../../src/domain/identity';
import { waitingChangeOf } from '../changes/pending-store';
import { claimSummariesJson, claimSummary } from '../claims/summary';
import { audit } from '../cover/audit';
import { makersOf } from '../cover/makers';
import { coverState } from '../cover/status-changes';
import type { Db } from '../db/connect';
import { jsonArray } from '../db/json-array';
import type { KeptTotalColumns } from '../db/list-counts';
import type { Database } from '../db/schema';
import { ALREADY_ENROLLED_MESSAGE, insertDiasporaEnrolment } from '../diasporas/insert-enrolment';
import { describeDuplicates } from '../diasporas/possible-duplicates';
import { badRequest, notFound } from '../errors';
import { sendCsv } from '../exports/csv';
import { fileUrl, resolveFileReferences } from '../files/references';
import { runCreate } from '../idempotency';
import { defaultPolicyOfLine, policyOfLine } from '../policies/product-line';
import {
  bodyOf,
  type Handlers,
  idempotencyKey,
  pathOf,
  queryOf,
  type Schemas,
  type ServiceContext,
} from './context';
import { claimTotal } from './customers';
import { answerIdNumberCheck } from './id-number-check';
import {
  direction,
  everyWordIn,
  iso,
  isoOrNull,
  type ListFilter,
  olderThan,
  type PageWindow,
  readListPage,
  windowed,
} from './paging';
import { personColumns } from './person';
import { rethrowAsConflict } from './unique';

const ALREADY_ENROLLED: Record<string, [string, string]> = {
  diasporas_id_number: ['idNumber', ALREADY_ENROLLED_MESSAGE],
  diasporas_enrolment_session: [
    'captcha',
    'This enrolment was already submitted. Please verify the captcha to start a new one',
  ],
};

export async function loadDiaspora(
  db: Kysely<Database>,
  diasporaId: string,
): Promise<Schemas['DiasporaDetail']> {
  // One round trip: the beneficiaries and claims come as JSON arrays beside the row.
  const row = await db
    .selectFrom('diasporas as d')
    .leftJoin('policies as p', 'p.id', 'd.policy_id')
    .selectAll('d')
    .select((eb) => [
      'p.name as policy_name',
      claimTotal('diaspora_id', 'd.id').as('total_claim'),
      jsonArray(
        eb
          .selectFrom('beneficiaries as b')
          .select([
            'b.id',
            'b.ordinal',
            'b.first_name',
            'b.middle_name',
            'b.last_name',
            'b.sex',
            'b.dob',
            'b.relationship',
            'b.copy_of_proof_file',
            'b.joined_on',
          ])
          .whereRef('b.diaspora_id', '=', 'd.id'),
        sql`r.ordinal`,
      ).as('beneficiaries'),
      claimSummariesJson(sql<SqlBool>`claims.diaspora_id = ${sql.ref('d.id')}`).as('claims'),
    ])
    .where('d.id', '=', diasporaId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Diaspora customer');
  const { beneficiaries, claims } = row;
  const idType = row.id_type as IdType;
  return {
    diasporaId: row.id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile,
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    idType,
    idTypeName: ID_TYPES[idType].name,
    idNumber: row.id_number,
    accountNumber: row.account_number,
    idCopy: fileUrl(row.id_copy_file),
    address: row.address,
    status: row.status,
    enrolledBy: row.enrolled_by,
    policy: row.policy_id && row.policy_name ? { policyId: row.policy_id, name: row.policy_name } : null,
    beneficiaries: beneficiaries.map((b) => ({
      beneficiaryId: b.id,
      firstName: b.first_name,
      middleName: b.middle_name,
      lastName: b.last_name,
      sex: b.sex,
      dob: b.dob,
      relationship: b.relationship as 2 | 3,
      relationshipName: b.relationship === 2 ? 'SPOUSE' : 'CHILD',
      copyOfProof: fileUrl(b.copy_of_proof_file),
      joinedOn: b.joined_on,
    })),
    totalClaim: Number(row.total_claim),
    createdAt: iso(row.created_at),
    expiryAt: isoOrNull(row.expiry_at),
    cover: coverState(row, (await makersOf(db, 'diaspora', row.id)).makerIds),
    claims: claims.map(claimSummary),
    pendingChange: await waitingChangeOf(db, 'diaspora', row.id),
    possibleDuplicate: row.possible_duplicate,
    duplicates: await describeDuplicates(db, row.duplicate_of),
  };
}

/** The chosen diaspora policy, or the diaspora cover when none was chosen. */
const diasporaPolicy = (db: Kysely<Database>, policyId: string | undefined): Promise<string> =>
  policyId ? policyOfLine(db, policyId, 'diaspora') : defaultPolicyOfLine(db, 'diaspora');

/** The diaspora customers a list tab shows: its status and search. */
function filteredDiasporas(db: Db, filter: ListFilter) {
  let base = db.selectFrom('diasporas as d').where('d.deleted_at', 'is', null);
  if (filter.status) base = base.where('d.status', '=', filter.status);
  if (filter.search?.trim()) base = base.where(everyWordIn('d.search_text', filter.search));
  return base;
}

type Diasporas = ReturnType<typeof filteredDiasporas>;

const diasporaRows = (base: Diasporas, order: 'asc' | 'desc' = 'desc') =>
  base
    .select((eb) => [
      'd.id',
      'd.first_name',
      'd.middle_name',
      'd.last_name',
      'd.email',
      'd.mobile',
      'd.sex',
      'd.account_number',
      'd.status',
      'd.created_at',
      'd.expiry_at',
      'd.possible_duplicate',
      claimTotal('diaspora_id', 'd.id').as('total_claim'),
      eb
        .selectFrom('beneficiaries as b')
        .select((b) => b.fn.countAll<number>().as('n'))
        .whereRef('b.diaspora_id', '=', 'd.id')
        .as('beneficiary_count'),
    ])
    .orderBy('d.created_at', order)
    .orderBy('d.id', order);

/** A page's rows: the ids are picked first, so the per-row sums run for the page's rows only. */
const diasporaPage = (db: Db, base: Diasporas, window: PageWindow, kept?: KeptTotalColumns) =>
  diasporaRows(
    db.selectFrom('diasporas as d').where('d.id', 'in', windowed(base.select('d.id'), 'd', window)),
    direction(window),
  )
    .$if(kept !== undefined, (query) => query.select(kept ?? []))
    .execute();

export function diasporaHandlers({ db }: ServiceContext): Handlers {
  return {
    async checkDiasporaIdNumber(request) {
      const { idType, idNumber, exceptDiasporaId } = queryOf(request, 'checkDiasporaIdNumber');
      return answerIdNumberCheck(db, request, 'diasporas', { idType, idNumber, except: exceptDiasporaId });
    },

    async exportDiasporas(request, reply) {
      const base = filteredDiasporas(db, queryOf(request, 'exportDiasporas'));
      return sendCsv(reply, {
        filename: 'diaspora-customers.csv',
        header: [
          'Name',
          'Email',
          'Mobile',
          'Sex',
          'Account number',
          'Beneficiaries',
          'Status',
          'Total claim (TZS)',
          'Created at',
          'Expiry at',
        ],
        fetchChunk: (after, limit) =>
          diasporaRows(after ? base.where(olderThan('d', 'diasporas', after)) : base)
            .limit(limit)
            .execute(),
        toCells: (row) => [
          [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' '),
          row.email,
          row.mobile,
          row.sex,
          row.account_number,
          Number(row.beneficiary_count ?? 0),
          row.status,
          Number(row.total_claim),
          row.created_at,
          row.expiry_at,
        ],
      });
    },

    async listDiasporas(request) {
      const { page = 1, perPage = 10, status, search } = queryOf(request, 'listDiasporas');
      const base = filteredDiasporas(db, { status, search });
      const { data: rows, pagination } = await readListPage(db, page, perPage, {
        list: 'diasporas',
        filter: { status, search },
        page: (window, kept) => diasporaPage(db, base, window, kept),
        matches: base.select(['d.id', 'd.created_at']),
        byIds: (ids) => diasporaRows(db.selectFrom('diasporas as d').where('d.id', 'in', ids)).execute(),
      });
      return {
        data: rows.map((row) => ({
          diasporaId: row.id,
          firstName: row.first_name,
          middleName: row.middle_name,
          lastName: row.last_name,
          email: row.email,
          mobile: row.mobile,
          sex: row.sex,
          accountNumber: row.account_number,
          status: row.status,
          beneficiaryCount: Number(row.beneficiary_count ?? 0),
          totalClaim: Number(row.total_claim),
          createdAt: iso(row.created_at),
          expiryAt: isoOrNull(row.expiry_at),
          possibleDuplicate: row.possible_duplicate,
        })),
        pagination,
      };
    },

    async getDiaspora(request) {
      return { data: await loadDiaspora(db, pathOf(request, 'getDiaspora').diasporaId) };
    },

    async createDiaspora(request, reply) {
      const input = bodyOf(request, 'createDiaspora');
      const errors = checkDiasporaEnrolment(input);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const caller = request.caller;
      const policyId = await diasporaPolicy(db, input.policyId);
      try {
        const outcome = await runCreate(
          db,
          { caller, key: idempotencyKey(request), operation: 'createDiaspora', request: input },
          async (trx) => {
            const references: Record<string, string | undefined> = { idCopy: input.idCopy };
            input.beneficiaries.forEach((b, index) => {
              references[`beneficiaries.${index}.copyOfProof`] = b.copyOfProof;
            });
            const files = await resolveFileReferences(trx, caller, references);
            const created = await insertDiasporaEnrolment(
              trx,
              {
                ...personColumns(input, files.idCopy ?? null),
                email: input.email.trim().toLowerCase(),
                account_number: input.accountNumber,
                policy_id: policyId,
                enrolled_by: caller.kind === 'staff' ? 'staff' : 'self',
                created_by_user: caller.kind === 'staff' ? caller.user.userId : null,
                enrolment_session: caller.kind === 'enrolment' ? caller.sessionId : null,
                expiry_at: null,
                maker_id: caller.kind === 'staff' ? caller.user.userId : null,
              },
              input,
              caller.kind === 'staff' ? 'staff' : 'public',
            );
            await audit(trx, {
              entity: 'diaspora',
              entityId: created.id,
              action: 'create',
              actorId: caller.kind === 'staff' ? caller.user.userId : null,
              toStatus: created.status,
              reason: caller.kind === 'staff' ? null : 'Self-enrolment',
            });
            await trx
              .insertInto('beneficiaries')
              .values(
                input.beneficiaries.map((b, index) => ({
                  diaspora_id: created.id,
                  ordinal: index + 1,
                  first_name: b.firstName.trim(),
                  middle_name: b.middleName?.trim() || null,
                  last_name: b.lastName.trim(),
                  sex: b.sex,
                  dob: b.dob,
                  relationship: b.relationship,
                  copy_of_proof_file: files[`beneficiaries.${index}.copyOfProof`] ?? null,
                })),
              )
              .execute();
            return {
              status: 201,
              body: {
                respMsg: 'Customer added successfully.',
                data: { diasporaId: created.id, status: created.status, createdAt: iso(created.created_at) },
              },
            };
          },
        );
        return reply.status(outcome.status).send(outcome.body);
      } catch (error) {
        rethrowAsConflict(error, ALREADY_ENROLLED);
      }
    },
  };
}

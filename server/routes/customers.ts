import { type Kysely, type SqlBool, sql } from 'kysely';
import { checkCustomerWithNextOfKin } from '../../src/domain/enrolment-rules';
import { requireStaff } from '../auth/guard';
import { discardWaitingChange, waitingChangeOf } from '../changes/pending-store';
import { claimSummariesJson, claimSummary } from '../claims/summary';
import { audit } from '../cover/audit';
import { makersOf } from '../cover/makers';
import { coverState } from '../cover/status-changes';
import type { Db } from '../db/connect';
import { jsonArray } from '../db/json-array';
import type { KeptTotalColumns } from '../db/list-counts';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { sendCsv } from '../exports/csv';
import { fileUrl, resolveFileReferences } from '../files/references';
import { runCreate } from '../idempotency';
import { type ProductLine, policyOfLine } from '../policies/product-line';
import {
  bodyOf,
  type Handlers,
  idempotencyKey,
  type JsonBodyOf,
  pathOf,
  queryOf,
  type Schemas,
  type ServiceContext,
} from './context';
import { CUSTOMER_ID_NUMBER_TAKEN, insertNextOfKin, updateCustomerDetails } from './customer-details';
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
import { fileFields, personColumns } from './person';
import { rethrowAsConflict } from './unique';

type CustomerInput = JsonBodyOf<'createCustomer'>;

/** Sum of the claims against a customer, as a correlated sub-query. */
export const claimTotal = (column: 'customer_id' | 'diaspora_id' | 'group_id', idRef: string) =>
  sql<number>`(select coalesce(sum(amount), 0)::bigint from claims where claims.${sql.ref(column)} = ${sql.ref(idRef)} and claims.status <> 'rejected')`;

/** Sum of a group's claims: its own and its members', as a correlated sub-query. */
export const groupClaimTotal = (idRef: string) =>
  sql<number>`(select coalesce(sum(cl.amount), 0)::bigint from claims cl where cl.status <> 'rejected' and (cl.group_id = ${sql.ref(idRef)} or cl.customer_id in (select m.id from customers m where m.group_id = ${sql.ref(idRef)})))`;

/**
 * A customer's policy, when one is named, is of the customer's product line: an individual policy
 * for an individual, the group line for a group member (whose cover is the group's).
 */
async function checkPolicy(
  db: Kysely<Database>,
  policyId: string | undefined,
  line: ProductLine,
): Promise<void> {
  if (policyId) await policyOfLine(db, policyId, line);
}

/** The product line of a stored customer: a group member's is the group's; unknown ids are the update's 404. */
async function lineOfCustomer(db: Kysely<Database>, customerId: string): Promise<ProductLine> {
  const row = await db
    .selectFrom('customers')
    .select('group_id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.group_id ? 'group' : 'individual';
}

function validate(input: CustomerInput): void {
  const errors = checkCustomerWithNextOfKin(input);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export async function loadCustomer(db: Kysely<Database>, customerId: string): Promise<Schemas['Customer']> {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('policies as p', 'p.id', 'c.policy_id')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('policies as gp', 'gp.id', 'g.policy_id')
    .selectAll('c')
    .select((eb) => [
      'p.name as policy_name',
      'g.name as group_name',
      'gp.name as group_policy_name',
      claimTotal('customer_id', 'c.id').as('total_claim'),
      // One round trip: the next of kin and claims come as JSON arrays beside the row.
      jsonArray(
        eb
          .selectFrom('next_of_kins as k')
          .select([
            'k.id',
            'k.ordinal',
            'k.first_name',
            'k.middle_name',
            'k.last_name',
            'k.email',
            'k.mobile',
            'k.dob',
            'k.sex',
            'k.marital_status',
            'k.id_type',
            'k.id_number',
            'k.id_copy_file',
            'k.address',
            'k.relationship',
          ])
          .whereRef('k.customer_id', '=', 'c.id'),
        sql`r.ordinal`,
      ).as('kin'),
      claimSummariesJson(sql<SqlBool>`claims.customer_id = ${sql.ref('c.id')}`).as('claims'),
    ])
    .where('c.id', '=', customerId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Customer');
  const { kin, claims } = row;
  return {
    customerId: row.id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile,
    address: row.address,
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    picture: fileUrl(row.photo_file),
    idType: row.id_type as 1 | 2 | 3 | 4,
    nin: row.id_number,
    ID: fileUrl(row.id_copy_file),
    status: row.status,
    policy: row.policy_id && row.policy_name ? { policyId: row.policy_id, name: row.policy_name } : null,
    group:
      row.group_id && row.group_name
        ? { groupId: row.group_id, name: row.group_name, policyName: row.group_policy_name }
        : null,
    nextOfKin: kin.map((k) => ({
      nextOfKinId: k.id,
      firstName: k.first_name,
      middleName: k.middle_name,
      lastName: k.last_name,
      email: k.email,
      mobile: k.mobile,
      dob: k.dob,
      sex: k.sex,
      maritalStatus: k.marital_status,
      idType: k.id_type as 1 | 2 | 3,
      idNumber: k.id_number,
      idCopy: fileUrl(k.id_copy_file),
      address: k.address,
      relationship: k.relationship as 1 | 2 | 3 | 4 | 5,
    })),
    claims: claims.map(claimSummary),
    totalClaim: Number(row.total_claim),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    expiryAt: isoOrNull(row.expiry_at),
    cover: coverState(row, (await makersOf(db, 'customer', row.id)).makerIds),
    pendingChange: await waitingChangeOf(db, 'customer', row.id),
  };
}

const CUSTOMER_EXPORT_HEADER = [
  'Name',
  'Email',
  'Mobile',
  'Sex',
  'Date of birth',
  'Status',
  'Policy',
  'Total claim (TZS)',
  'Created at',
  'Expiry at',
];

/** The individual customers a list tab shows: its status and search (SPEC §2). */
function filteredCustomers(db: Db, filter: ListFilter) {
  let base = db
    .selectFrom('customers as c')
    .where('c.deleted_at', 'is', null)
    .where('c.group_id', 'is', null);
  if (filter.status) base = base.where('c.status', '=', filter.status);
  if (filter.search?.trim()) base = base.where(everyWordIn('c.search_text', filter.search));
  return base;
}

/** A list tab's rows, newest first. */
type Customers = ReturnType<typeof filteredCustomers>;

const customerRows = (base: Customers, order: 'asc' | 'desc' = 'desc') =>
  base
    .leftJoin('policies as p', 'p.id', 'c.policy_id')
    .select([
      'c.id',
      'c.first_name',
      'c.middle_name',
      'c.last_name',
      'c.email',
      'c.mobile',
      'c.sex',
      'c.dob',
      'c.status',
      'c.created_at',
      'c.expiry_at',
      'p.name as policy_name',
      claimTotal('customer_id', 'c.id').as('total_claim'),
    ])
    .orderBy('c.created_at', order)
    .orderBy('c.id', order);

/** A page's rows: the ids are picked first, so the per-row sums run for the page's rows only. */
const customerPage = (db: Db, base: Customers, window: PageWindow, kept?: KeptTotalColumns) =>
  customerRows(
    db.selectFrom('customers as c').where('c.id', 'in', windowed(base.select('c.id'), 'c', window)),
    direction(window),
  )
    .$if(kept !== undefined, (query) => query.select(kept ?? []))
    .execute();

export function customerHandlers({ db }: ServiceContext): Handlers {
  return {
    async exportCustomers(request, reply) {
      const base = filteredCustomers(db, queryOf(request, 'exportCustomers'));
      return sendCsv(reply, {
        filename: 'individual-customers.csv',
        header: CUSTOMER_EXPORT_HEADER,
        fetchChunk: (after, limit) =>
          customerRows(after ? base.where(olderThan('c', 'customers', after)) : base)
            .limit(limit)
            .execute(),
        toCells: (row) => [
          [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' '),
          row.email,
          row.mobile,
          row.sex,
          row.dob,
          row.status,
          row.policy_name,
          Number(row.total_claim),
          row.created_at,
          row.expiry_at,
        ],
      });
    },

    async checkCustomerIdNumber(request) {
      const { idType, idNumber, exceptCustomerId } = queryOf(request, 'checkCustomerIdNumber');
      return answerIdNumberCheck(db, request, 'customers', { idType, idNumber, except: exceptCustomerId });
    },

    async listCustomers(request) {
      const { currentPage = 1, perPage = 5, status, search } = queryOf(request, 'listCustomers');
      const base = filteredCustomers(db, { status, search });
      const { data: rows, pagination } = await readListPage(db, currentPage, perPage, {
        list: 'customers',
        filter: { status, search },
        page: (window, kept) => customerPage(db, base, window, kept),
        matches: base.select(['c.id', 'c.created_at']),
        byIds: (ids) => customerRows(db.selectFrom('customers as c').where('c.id', 'in', ids)).execute(),
      });
      return {
        customers: rows.map((row) => ({
          customerId: row.id,
          firstName: row.first_name,
          middleName: row.middle_name,
          lastName: row.last_name,
          email: row.email,
          mobile: row.mobile,
          sex: row.sex,
          dob: row.dob,
          status: row.status,
          policyName: row.policy_name,
          groupName: null,
          totalClaim: Number(row.total_claim),
          createdAt: iso(row.created_at),
          expiryAt: isoOrNull(row.expiry_at),
        })),
        pagination,
      };
    },

    async getCustomer(request) {
      return { data: await loadCustomer(db, pathOf(request, 'getCustomer').customerId) };
    },

    async createCustomer(request, reply) {
      const user = requireStaff(request);
      const input = bodyOf(request, 'createCustomer');
      validate(input);
      await checkPolicy(db, input.policyId, 'individual');
      try {
        const outcome = await runCreate(
          db,
          {
            caller: request.caller,
            key: idempotencyKey(request),
            operation: 'createCustomer',
            request: input,
          },
          async (trx) => {
            const files = await resolveFileReferences(trx, request.caller, {
              idCopy: input.idCopy,
              ...fileFields('nextOfKins', input.nextOfKins),
            });
            const { id } = await trx
              .insertInto('customers')
              .values({
                ...personColumns(input, files.idCopy ?? null),
                policy_id: input.policyId ?? null,
                group_id: null,
                position: null,
                photo_file: null,
                expiry_at: null,
                created_by: user.userId,
                maker_id: user.userId,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await insertNextOfKin(trx, id, input, files);
            await audit(trx, {
              entity: 'customer',
              entityId: id,
              action: 'create',
              actorId: user.userId,
              toStatus: 'in-progress',
            });
            return { status: 201, body: { data: await loadCustomer(trx, id) } };
          },
        );
        return reply.status(outcome.status).send(outcome.body);
      } catch (error) {
        rethrowAsConflict(error, CUSTOMER_ID_NUMBER_TAKEN);
      }
    },

    async updateCustomer(request, reply) {
      const user = requireStaff(request);
      const { customerId } = pathOf(request, 'updateCustomer');
      const input = bodyOf(request, 'updateCustomer');
      validate(input);
      await checkPolicy(db, input.policyId, await lineOfCustomer(db, customerId));
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await updateCustomerDetails(trx, customerId, input, request.caller, user.userId);
        return { result, body: { data: await loadCustomer(trx, customerId) } };
      });
      // 202: a material change to a covered record waits for a second staff user.
      return reply.status(outcome.result === 'proposed' ? 202 : 200).send(outcome.body);
    },

    async deleteCustomer(request, reply) {
      const user = requireStaff(request);
      const { customerId } = pathOf(request, 'deleteCustomer');
      await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .updateTable('customers')
          .set({ deleted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
          .where('id', '=', customerId)
          .where('deleted_at', 'is', null)
          .returning('status')
          .executeTakeFirst();
        if (!deleted) throw notFound('Customer');
        await discardWaitingChange(trx, 'customer', customerId, user.userId);
        await audit(trx, {
          entity: 'customer',
          entityId: customerId,
          action: 'delete',
          actorId: user.userId,
          fromStatus: deleted.status,
        });
      });
      return reply.status(204).send();
    },
  };
}

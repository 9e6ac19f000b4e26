import { type Kysely, type Selectable, type SqlBool, sql, type Transaction } from 'kysely';
import { checkCustomerWithNextOfKin, checkGroupLeaders } from '../../src/domain/enrolment-rules';
import { requireStaff } from '../auth/guard';
import { waitingChangeOf } from '../changes/pending-store';
import { claimSummariesJson, claimSummary } from '../claims/summary';
import { audit } from '../cover/audit';
import { makersOf } from '../cover/makers';
import { coverState } from '../cover/status-changes';
import type { Db } from '../db/connect';
import { jsonArray } from '../db/json-array';
import type { KeptTotalColumns } from '../db/list-counts';
import type { CustomersTable, Database, MemberPosition } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { sendCsv } from '../exports/csv';
import { fileUrl, resolveFileReferences } from '../files/references';
import { runCreate } from '../idempotency';
import { policyOfLine } from '../policies/product-line';
import {
  bodyOf,
  type Handlers,
  idempotencyKey,
  pathOf,
  queryOf,
  type Schemas,
  type ServiceContext,
} from './context';
import { groupClaimTotal, loadCustomer } from './customers';
import { insertMember, proposeMember, resolveMemberFiles } from './group-member-add';
import {
  direction,
  everyWordIn,
  iso,
  isoOrNull,
  type ListFilter,
  olderThan,
  type PageWindow,
  pagination,
  readListPage,
  windowed,
} from './paging';
import { personColumns } from './person';

const LEADER_SLOTS = [
  ['chairperson', 'chair-person'],
  ['secretary', 'secretary'],
  ['treasurer', 'treasurer'],
] as const;

const DOCUMENTS = ['registrationCertificate', 'proposalForm', 'meetingMinutes'] as const;

function toMember(row: Selectable<CustomersTable>): Schemas['GroupMember'] {
  return {
    customerId: row.id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    mobile: row.mobile,
    email: row.email,
    dob: row.dob,
    sex: row.sex,
    maritalStatus: row.marital_status,
    married: row.marital_status === 'married',
    position: row.position ?? 'member',
    idType: row.id_type as 1 | 2 | 3 | 4,
    idNumber: row.id_number,
    idCopy: fileUrl(row.id_copy_file),
    photo: fileUrl(row.photo_file),
    address: row.address,
    createdAt: iso(row.created_at),
  };
}

export async function loadGroup(db: Kysely<Database>, groupId: string): Promise<Schemas['Group']> {
  // One round trip: the members and claims come as JSON arrays beside the group.
  const group = await db
    .selectFrom('groups as g')
    .leftJoin('policies as p', 'p.id', 'g.policy_id')
    .selectAll('g')
    .select((eb) => [
      'p.name as policy_name',
      groupClaimTotal('g.id').as('total_claim'),
      jsonArray(
        eb
          .selectFrom('customers as m')
          .select(['m.id', 'm.first_name', 'm.last_name', 'm.mobile', 'm.position'])
          .whereRef('m.group_id', '=', 'g.id')
          .where('m.deleted_at', 'is', null),
        // Any fixed order: the members are only counted and looked up by position.
        sql`r.id`,
      ).as('members'),
      claimSummariesJson(
        sql<SqlBool>`claims.group_id = ${sql.ref('g.id')}
          OR claims.customer_id IN (SELECT id FROM customers WHERE group_id = ${sql.ref('g.id')})`,
      ).as('claims'),
    ])
    .where('g.id', '=', groupId)
    .where('g.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!group) throw notFound('Group');
  const { members, claims } = group;
  const leader = (position: MemberPosition) => {
    const person = members.find((m) => m.position === position);
    if (!person) throw new Error(`group ${groupId} has no ${position}`);
    return {
      customerId: person.id,
      firstName: person.first_name,
      lastName: person.last_name,
      mobile: person.mobile,
    };
  };
  const attachment = (file: string | null, name: string | null) =>
    file ? { url: fileUrl(file) as string, name: name ?? 'document' } : null;
  return {
    groupId: group.id,
    name: group.name,
    address: group.address,
    membersCount: group.members_count,
    registeredMembers: members.length,
    status: group.status,
    policy: group.policy_name ? { policyId: group.policy_id, name: group.policy_name } : null,
    policyName: group.policy_name,
    policyEffectiveDate: isoOrNull(group.policy_effective_date),
    chairperson: leader('chair-person'),
    secretary: leader('secretary'),
    treasurer: leader('treasurer'),
    documents: {
      registrationCertificate: attachment(
        group.registration_certificate_file,
        group.registration_certificate_name,
      ),
      proposalForm: attachment(group.proposal_form_file, group.proposal_form_name),
      meetingMinutes: attachment(group.meeting_minutes_file, group.meeting_minutes_name),
    },
    totalClaim: Number(group.total_claim),
    createdAt: iso(group.created_at),
    expiryAt: isoOrNull(group.expiry_at),
    cover: coverState(group, (await makersOf(db, 'group', group.id)).makerIds),
    claims: claims.map(claimSummary),
    pendingChange: await waitingChangeOf(db, 'group', group.id),
  };
}

async function assertGroupExists(db: Kysely<Database> | Transaction<Database>, groupId: string) {
  const group = await db
    .selectFrom('groups')
    .select('id')
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!group) throw notFound('Group');
}

/**
 * The groups a search finds: those whose name and address hold every word, and those with a
 * leader (any position but plain member) whose names, mobile, email or id number hold every word.
 * Each side is read by its own trigram index, and a group found both ways is listed once.
 */
const groupsFound = (db: Db, search: string) =>
  db
    .selectFrom('groups as named')
    .select('named.id')
    .where(everyWordIn('named.search_text', search))
    .union(
      db
        .selectFrom('customers as leader')
        .select('leader.group_id as id')
        .where('leader.position', '<>', 'member')
        .where('leader.deleted_at', 'is', null)
        .where(everyWordIn('leader.search_text', search))
        .$narrowType<{ id: string }>(),
    );

/** The groups a list tab shows: its status and search. */
function filteredGroups(db: Db, filter: ListFilter) {
  let base = db.selectFrom('groups as g').where('g.deleted_at', 'is', null);
  if (filter.status) base = base.where('g.status', '=', filter.status);
  if (filter.search?.trim()) base = base.where('g.id', 'in', groupsFound(db, filter.search));
  return base;
}

type Groups = ReturnType<typeof filteredGroups>;

const groupRows = (base: Groups, order: 'asc' | 'desc' = 'desc') =>
  base
    .leftJoin('policies as p', 'p.id', 'g.policy_id')
    .innerJoin('customers as chair', (join) =>
      join
        .onRef('chair.group_id', '=', 'g.id')
        .on('chair.position', '=', 'chair-person')
        .on('chair.deleted_at', 'is', null),
    )
    .select((eb) => [
      'g.id',
      'g.name',
      'g.members_count',
      'g.status',
      'g.created_at',
      'g.expiry_at',
      'p.name as policy_name',
      'chair.first_name as chair_first',
      'chair.last_name as chair_last',
      'chair.mobile as chair_mobile',
      groupClaimTotal('g.id').as('total_claim'),
      eb
        .selectFrom('customers as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.group_id', '=', 'g.id')
        .where('m.deleted_at', 'is', null)
        .as('registered'),
    ])
    .orderBy('g.created_at', order)
    .orderBy('g.id', order);

/** A page's rows: the ids are picked first, so the per-row sums run for the page's rows only. */
const groupPage = (db: Db, base: Groups, window: PageWindow, kept?: KeptTotalColumns) =>
  groupRows(
    db.selectFrom('groups as g').where('g.id', 'in', windowed(base.select('g.id'), 'g', window)),
    direction(window),
  )
    .$if(kept !== undefined, (query) => query.select(kept ?? []))
    .execute();

export function groupHandlers({ db }: ServiceContext): Handlers {
  return {
    async exportGroups(request, reply) {
      const base = filteredGroups(db, queryOf(request, 'exportGroups'));
      return sendCsv(reply, {
        filename: 'groups.csv',
        header: [
          'Name',
          'Declared members',
          'Registered members',
          'Chair person',
          'Chair person mobile',
          'Policy',
          'Status',
          'Total claim (TZS)',
          'Created at',
          'Expiry at',
        ],
        fetchChunk: (after, limit) =>
          groupRows(after ? base.where(olderThan('g', 'groups', after)) : base)
            .limit(limit)
            .execute(),
        toCells: (row) => [
          row.name,
          row.members_count,
          Number(row.registered ?? 0),
          `${row.chair_first} ${row.chair_last}`,
          row.chair_mobile,
          row.policy_name,
          row.status,
          Number(row.total_claim),
          row.created_at,
          row.expiry_at,
        ],
      });
    },

    async listGroups(request) {
      const { currentPage = 1, perPage = 5, status, search } = queryOf(request, 'listGroups');
      const base = filteredGroups(db, { status, search });
      const { data: rows, pagination } = await readListPage(db, currentPage, perPage, {
        list: 'groups',
        filter: { status, search },
        page: (window, kept) => groupPage(db, base, window, kept),
        matches: base.select(['g.id', 'g.created_at']),
        byIds: (ids) => groupRows(db.selectFrom('groups as g').where('g.id', 'in', ids)).execute(),
      });
      return {
        groups: rows.map((row) => ({
          groupId: row.id,
          name: row.name,
          membersCount: row.members_count,
          registeredMembers: Number(row.registered ?? 0),
          chairpersonName: `${row.chair_first} ${row.chair_last}`,
          chairpersonMobile: row.chair_mobile,
          policyName: row.policy_name,
          status: row.status,
          totalClaim: Number(row.total_claim),
          createdAt: iso(row.created_at),
          expiryAt: isoOrNull(row.expiry_at),
        })),
        pagination,
      };
    },

    async getGroup(request) {
      return { data: await loadGroup(db, pathOf(request, 'getGroup').groupId) };
    },

    async listGroupMembers(request) {
      const { groupId } = pathOf(request, 'listGroupMembers');
      await assertGroupExists(db, groupId);
      const rows = await db
        .selectFrom('customers')
        .selectAll()
        .where('group_id', '=', groupId)
        .where('deleted_at', 'is', null)
        .orderBy((eb) =>
          eb
            .case()
            .when('position', '=', 'chair-person')
            .then(0)
            .when('position', '=', 'secretary')
            .then(1)
            .when('position', '=', 'treasurer')
            .then(2)
            .else(3)
            .end(),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        members: rows.map(toMember),
        pagination: pagination(rows.length, 1, Math.max(rows.length, 1)),
      };
    },

    async getGroupMember(request) {
      const { groupId, memberId } = pathOf(request, 'getGroupMember');
      const member = await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', memberId)
        .where('group_id', '=', groupId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!member) throw notFound('Member');
      return { data: await loadCustomer(db, memberId) };
    },

    async createGroup(request, reply) {
      const user = requireStaff(request);
      const input = bodyOf(request, 'createGroup');
      const { chairperson, secretary, treasurer } = input;
      const errors = checkGroupLeaders({ chairperson, secretary, treasurer });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      await policyOfLine(db, input.policyId, 'group');
      const outcome = await runCreate(
        db,
        { caller: request.caller, key: idempotencyKey(request), operation: 'createGroup', request: input },
        async (trx) => {
          const references: Record<string, string | undefined> = {};
          for (const doc of DOCUMENTS) references[`documents.${doc}`] = input.documents?.[doc]?.url;
          for (const [slot] of LEADER_SLOTS) {
            references[`${slot}.idCopy`] = input[slot].idCopy;
            references[`${slot}.photo`] = input[slot].photo;
          }
          const files = await resolveFileReferences(trx, request.caller, references);
          const doc = (name: (typeof DOCUMENTS)[number]) => ({
            file: files[`documents.${name}`] ?? null,
            name: input.documents?.[name]?.name.trim() ?? null,
          });
          const { id } = await trx
            .insertInto('groups')
            .values({
              name: input.name.trim(),
              members_count: input.membersCount,
              address: input.address.trim(),
              policy_id: input.policyId,
              policy_effective_date: null,
              expiry_at: null,
              registration_certificate_file: doc('registrationCertificate').file,
              registration_certificate_name: doc('registrationCertificate').name,
              proposal_form_file: doc('proposalForm').file,
              proposal_form_name: doc('proposalForm').name,
              meeting_minutes_file: doc('meetingMinutes').file,
              meeting_minutes_name: doc('meetingMinutes').name,
              created_by: user.userId,
              maker_id: user.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await audit(trx, {
            entity: 'group',
            entityId: id,
            action: 'create',
            actorId: user.userId,
            toStatus: 'in-progress',
          });
          await trx
            .insertInto('customers')
            .values(
              LEADER_SLOTS.map(([slot, position]) => ({
                ...personColumns(input[slot], files[`${slot}.idCopy`] ?? null),
                photo_file: files[`${slot}.photo`] ?? null,
                group_id: id,
                position,
                policy_id: input.policyId,
                expiry_at: null,
                created_by: user.userId,
              })),
            )
            .execute();
          return { status: 201, body: { data: await loadGroup(trx, id) } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },

    async addGroupMember(request, reply) {
      const user = requireStaff(request);
      const { groupId } = pathOf(request, 'addGroupMember');
      const input = bodyOf(request, 'addGroupMember');
      const errors = checkCustomerWithNextOfKin(input);
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const outcome = await runCreate(
        db,
        {
          caller: request.caller,
          key: idempotencyKey(request),
          operation: `addGroupMember:${groupId}`,
          request: input,
        },
        async (trx) => {
          // Locked: a member proposed for a covered group and its approval are taken one at a time.
          const group = await trx
            .selectFrom('groups')
            .select(['id', 'policy_id', 'status'])
            .where('id', '=', groupId)
            .where('deleted_at', 'is', null)
            .forUpdate()
            .executeTakeFirst();
          if (!group) throw notFound('Group');
          const files = await resolveMemberFiles(trx, request.caller, input);
          if (group.status === 'covered') {
            // Who a covered group covers changes only with a second staff user's approval.
            return {
              status: 202,
              body: { data: await proposeMember(trx, groupId, input, files, user.userId) },
            };
          }
          const member = await insertMember(trx, group, input, files, user.userId);
          return { status: 201, body: { data: toMember(member) } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  };
}

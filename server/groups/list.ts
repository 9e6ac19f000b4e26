import { groupClaimTotal } from '../claims/totals';
import { everyWordIn, wholeNumber } from '../common/search';
import type { Db } from '../db/connect';
import type { ListRowOf, StatusList } from '../lists/status-list';
import { toGroupListItem } from './mappers';

/**
 * The groups a search finds: those whose name and address hold every word, those with a leader
 * (any position but plain member) whose names, mobile, email or id number hold every word, and
 * the group whose account a whole number is. Each side is read by its own index, and a group
 * found more than one way is listed once.
 */
function groupsFound(db: Db, search: string) {
  const found = db
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
  const digits = wholeNumber(search)?.digits;
  if (!digits) return found;
  return found.union(
    db
      .selectFrom('groups as paying')
      .select('paying.id')
      .where('paying.account_number', '=', digits)
      .where('paying.deleted_at', 'is', null),
  );
}

const groupRecords = (db: Db) => db.selectFrom('groups as g');

type GroupRecords = ReturnType<typeof groupRecords>;

const groupListRows = (records: GroupRecords) =>
  records
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
      'g.account_number',
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
    ]);

export type GroupListRow = ListRowOf<typeof groupListRows>;

/** The groups list. */
export const groupList = {
  table: 'groups',
  alias: 'g',
  records: groupRecords,
  search: (records, search, db) => records.where('g.id', 'in', groupsFound(db, search)),
  rows: groupListRows,
  item: toGroupListItem,
  csv: {
    filename: 'groups.csv',
    columns: [
      { header: 'Name', cell: (row) => row.name },
      { header: 'Declared members', cell: (row) => row.members_count },
      { header: 'Registered members', cell: (row) => Number(row.registered ?? 0) },
      { header: 'Chair person', cell: (row) => `${row.chair_first} ${row.chair_last}` },
      { header: 'Chair person mobile', cell: (row) => row.chair_mobile },
      { header: 'Policy', cell: (row) => row.policy_name },
      { header: 'Account number', cell: (row) => row.account_number },
      { header: 'Status', cell: (row) => row.status },
      { header: 'Total claim (TZS)', cell: (row) => Number(row.total_claim), claims: true },
      { header: 'Created at', cell: (row) => row.created_at },
      { header: 'Expiry at', cell: (row) => row.expiry_at },
    ],
  },
} satisfies StatusList<GroupRecords, GroupListRow, unknown>;

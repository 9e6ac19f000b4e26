import { claimTotal } from '../claims/totals';
import { everyWordIn } from '../common/search';
import type { Db } from '../db/connect';
import type { ListRowOf, StatusList } from '../lists/status-list';
import { fullName } from '../people/person-view';
import { toDiasporaListItem } from './mappers';

const diasporaRecords = (db: Db) => db.selectFrom('diasporas as d');

type DiasporaRecords = ReturnType<typeof diasporaRecords>;

const diasporaListRows = (records: DiasporaRecords) =>
  records.select((eb) => [
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
  ]);

export type DiasporaListRow = ListRowOf<typeof diasporaListRows>;

/** The diaspora customers list. */
export const diasporaList = {
  table: 'diasporas',
  alias: 'd',
  records: diasporaRecords,
  search: (records, search) => records.where(everyWordIn('d.search_text', search)),
  numbers: { mobile: true, account: true },
  rows: diasporaListRows,
  item: toDiasporaListItem,
  csv: {
    filename: 'diaspora-customers.csv',
    columns: [
      { header: 'Name', cell: fullName },
      { header: 'Email', cell: (row) => row.email },
      { header: 'Mobile', cell: (row) => row.mobile },
      { header: 'Sex', cell: (row) => row.sex },
      { header: 'Account number', cell: (row) => row.account_number },
      { header: 'Beneficiaries', cell: (row) => Number(row.beneficiary_count ?? 0) },
      { header: 'Status', cell: (row) => row.status },
      { header: 'Total claim (TZS)', cell: (row) => Number(row.total_claim), claims: true },
      { header: 'Created at', cell: (row) => row.created_at },
      { header: 'Expiry at', cell: (row) => row.expiry_at },
    ],
  },
} satisfies StatusList<DiasporaRecords, DiasporaListRow, unknown>;

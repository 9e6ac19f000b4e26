import { claimTotal } from '../claims/totals';
import { everyWordIn } from '../common/search';
import type { Db } from '../db/connect';
import type { ListRowOf, StatusList } from '../lists/status-list';
import { fullName } from '../people/person-view';
import { toCustomerListItem } from './mappers';

const customerRecords = (db: Db) => db.selectFrom('customers as c');

type CustomerRecords = ReturnType<typeof customerRecords>;

const customerListRows = (records: CustomerRecords) =>
  records
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
      'c.account_number',
      'c.status',
      'c.created_at',
      'c.expiry_at',
      'p.name as policy_name',
      claimTotal('customer_id', 'c.id').as('total_claim'),
    ]);

export type CustomerListRow = ListRowOf<typeof customerListRows>;

/** The individual customers list (SPEC §2): group members are listed with their group. */
export const individualCustomerList = {
  table: 'customers',
  alias: 'c',
  records: customerRecords,
  held: (records) => records.where('c.group_id', 'is', null),
  search: (records, search) => records.where(everyWordIn('c.search_text', search)),
  numbers: { mobile: true, account: true },
  rows: customerListRows,
  item: toCustomerListItem,
  csv: {
    filename: 'individual-customers.csv',
    columns: [
      { header: 'Name', cell: fullName },
      { header: 'Email', cell: (row) => row.email },
      { header: 'Mobile', cell: (row) => row.mobile },
      { header: 'Sex', cell: (row) => row.sex },
      { header: 'Date of birth', cell: (row) => row.dob },
      { header: 'Account number', cell: (row) => row.account_number },
      { header: 'Status', cell: (row) => row.status },
      { header: 'Policy', cell: (row) => row.policy_name },
      { header: 'Total claim (TZS)', cell: (row) => Number(row.total_claim), claims: true },
      { header: 'Created at', cell: (row) => row.created_at },
      { header: 'Expiry at', cell: (row) => row.expiry_at },
    ],
  },
} satisfies StatusList<CustomerRecords, CustomerListRow, unknown>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine, EXPORT_CHUNK } from '../../server/exports/csv';
import { diaspora, uniqueDigits } from './fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let officerId: string;
beforeAll(async () => {
  server = await startTestServer();
  officerId = (
    await server.db
      .selectFrom('users')
      .select('id')
      .where('role_name', '=', 'officer')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

/** Many customers in one statement: they share one created_at, so only the id orders them. */
async function insertCustomers(count: number, surname: string, status: 'in-progress' | 'covered') {
  const rows = Array.from({ length: count }, (_, index) => ({
    first_name: `Person${index}`,
    last_name: surname,
    mobile: `07${String(10_000_000 + index).slice(-8)}`,
    dob: '1990-01-01',
    sex: 'female',
    marital_status: 'single',
    id_type: 1,
    id_number: `${surname}${status}${String(index).padStart(5, '0')}`,
    address: 'Dodoma',
    status,
    group_id: null,
    position: null,
    photo_file: null,
    policy_id: null,
    expiry_at: null,
    created_by: officerId,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await server.db
      .insertInto('customers')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

const parse = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0);

async function listAll(query: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await server.request({
      method: 'GET',
      url: `/api/v1/customers?${query}&perPage=100&currentPage=${page}`,
      headers: server.as('viewer'),
    });
    const body = response.json();
    names.push(
      ...body.customers.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`),
    );
    if (page >= body.pagination.totalPages) return names;
  }
}

describe('exporting a list tab as CSV', () => {
  it('streams exactly what the tab and search show, across every page, in the same order', async () => {
    const total = EXPORT_CHUNK * 2 + 150;
    await insertCustomers(total, 'Kilimo', 'covered');
    await insertCustomers(40, 'Kilimo', 'in-progress');
    await insertCustomers(30, 'Uvuvi', 'covered');
    const response = await server.request({
      method: 'GET',
      url: '/api/v1/customers/export?status=covered&search=kilimo',
      headers: server.as('viewer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="individual-customers.csv"');
    const [header, ...lines] = parse(response.body);
    expect(header).toBe(
      'Name,Email,Mobile,Sex,Date of birth,Status,Policy,Total claim (TZS),Created at,Expiry at',
    );
    expect(lines).toHaveLength(total);
    const names = lines.map((line) => line.split(',')[0]);
    expect(new Set(names).size).toBe(total);
    expect(names).toEqual(await listAll('status=covered&search=kilimo'));
    expect(lines.every((line) => line.split(',')[5] === 'covered')).toBe(true);
  });

  it('exports diasporas and groups with their own columns, and an empty tab as a header alone', async () => {
    const diasporas = await server.request({
      method: 'GET',
      url: '/api/v1/diasporas/export?status=uncovered',
      headers: server.as('viewer'),
    });
    expect(parse(diasporas.body)).toEqual([
      'Name,Email,Mobile,Sex,Account number,Beneficiaries,Status,Total claim (TZS),Created at,Expiry at',
    ]);
    const groups = await server.request({
      method: 'GET',
      url: '/api/v1/groups/export',
      headers: server.as('viewer'),
    });
    expect(parse(groups.body)[0]).toBe(
      'Name,Declared members,Registered members,Chair person,Chair person mobile,Policy,Status,Total claim (TZS),Created at,Expiry at',
    );
  });

  it('is for signed-in staff who may read the list, and checks its filters', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/v1/customers/export' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await server.request({
      method: 'GET',
      url: '/api/v1/customers/export?status=paid',
      headers: server.as('viewer'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, messages: { status: expect.any(String) } });
  });

  it('quotes separators and writes a cell a spreadsheet would run as a formula as text', () => {
    expect(csvLine(['Kimaro, Baraka', 'say "hi"', '=HYPERLINK("x")', '@SUM(A1)', '-2+3', 7, null])).toBe(
      '"Kimaro, Baraka","say ""hi""","\'=HYPERLINK(""x"")",\'@SUM(A1),\'-2+3,7,\r\n',
    );
  });

  it('keeps mobiles, account and id numbers as the same text, with no apostrophe and no formula run', () => {
    // ="…" shows its text as it is: leading zeros, every digit of a long number, a leading '+'.
    expect(
      csvLine([
        '+255712345678',
        '+254 712 345 678',
        '+1 (555) 010-0199',
        '0012345678',
        '19850101123450000123',
      ]),
    ).toBe(
      '"=""+255712345678""","=""+254 712 345 678""","=""+1 (555) 010-0199""","=""0012345678""","=""19850101123450000123"""\r\n',
    );
    // Numbers stay numbers; a '+' followed by more than a phone's characters is still a formula.
    expect(csvLine([0, 2500000, '+255712345678+cmd|x', '+', '2026-03-15'])).toBe(
      "0,2500000,'+255712345678+cmd|x,'+,2026-03-15\r\n",
    );
  });

  it('exports an international mobile and an account number with leading zeros as a bank reads them', async () => {
    const surname = `Ngowi${uniqueDigits(4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
    const input = diaspora({ lastName: surname, mobile: '+254 712 345 678', accountNumber: '0012345678901' });
    const created = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: server.as('officer'),
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/export?search=${surname}`,
      headers: server.as('viewer'),
    });
    const [, line, ...more] = parse(response.body);
    expect(more).toEqual([]);
    const cells = line?.split(',') ?? [];
    expect(cells[0]).toBe(`Baraka Elia ${surname}`);
    expect(cells[2]).toBe('"=""+254 712 345 678"""');
    expect(cells[4]).toBe('"=""0012345678901"""');
  });
});

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

/** The cells of one CSV line as RFC 4180 reads them (quoted fields, doubled quotes). */
function cellsOf(line: string, raw?: string[]): string[] {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    const fieldStart = at;
    let value = '';
    if (line[at] === '"') {
      at += 1;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (quote < 0) throw new Error(`unclosed quote in ${line}`);
        value += line.slice(at, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      value = line.slice(at, end);
      at = end;
    }
    cells.push(value);
    raw?.push(line.slice(fieldStart, at));
    if (at >= line.length) return cells;
    if (line[at] !== ',') throw new Error(`text after a quoted cell in ${line}`);
    at += 1;
  }
}

/** The records of a CSV export (a quoted cell may hold a line break), header first. */
function rowsOf(csv: string, raw?: string[]): string[][] {
  const text = csv.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let start = 0;
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '"') quoted = !quoted;
    else if (!quoted && text.startsWith('\r\n', at)) {
      rows.push(cellsOf(text.slice(start, at), raw));
      start = at + 2;
      at += 1;
    }
  }
  return rows;
}

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
    const [header, ...lines] = rowsOf(response.body);
    expect(header?.join(',')).toBe(
      'Name,Email,Mobile,Sex,Date of birth,Account number,Status,Policy,Total claim (TZS),Created at,Expiry at',
    );
    expect(lines).toHaveLength(total);
    const names = lines.map((cells) => cells[0]);
    expect(new Set(names).size).toBe(total);
    expect(names).toEqual(await listAll('status=covered&search=kilimo'));
    expect(lines.every((cells) => cells[6] === 'covered')).toBe(true);
  });

  it('exports diasporas and groups with their own columns, and an empty tab as a header alone', async () => {
    const diasporas = await server.request({
      method: 'GET',
      url: '/api/v1/diasporas/export?status=uncovered',
      headers: server.as('viewer'),
    });
    expect(rowsOf(diasporas.body).map((cells) => cells.join(','))).toEqual([
      'Name,Email,Mobile,Sex,Account number,Beneficiaries,Status,Total claim (TZS),Created at,Expiry at',
    ]);
    const groups = await server.request({
      method: 'GET',
      url: '/api/v1/groups/export',
      headers: server.as('viewer'),
    });
    expect(rowsOf(groups.body)[0]?.join(',')).toBe(
      'Name,Declared members,Registered members,Chair person,Chair person mobile,Policy,Account number,Status,Total claim (TZS),Created at,Expiry at',
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

  it('quotes every text cell and writes a cell a spreadsheet would run as a formula as text', () => {
    expect(csvLine(['Kimaro, Baraka', 'say "hi"', '=HYPERLINK("x")', '@SUM(A1)', '-2+3', 7, null])).toBe(
      '"Kimaro, Baraka","say ""hi""","\'=HYPERLINK(""x"")","\'@SUM(A1)","\'-2+3",7,\r\n',
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
      '0,2500000,"\'+255712345678+cmd|x","\'+","2026-03-15"\r\n',
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
    const [, cells, ...more] = rowsOf(response.body);
    expect(more).toEqual([]);
    expect(cells?.[0]).toBe(`Baraka Elia ${surname}`);
    expect(cells?.[2]).toBe('="+254 712 345 678"');
    expect(cells?.[4]).toBe('="0012345678901"');
  });

  it('opens as a spreadsheet would split it, on any separator, with no cell starting a formula', async () => {
    const surname = `Hatari${uniqueDigits(6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
    const hostile = [
      '=1+2',
      '+cmd|calc',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      'Kimaro;=HYPERLINK("http://x")',
      'Baraka, +1',
      'Juma|@x',
      'Neema\n=1',
      ' =1',
      'Asha;  -2',
      'Tumaini";=1;"b',
      '\uFF1D1+2',
      'Baraka\uFF1B\uFF0B1',
      'Upendo\uFF0C\uFF20x',
      '\u3000\uFF0D1',
    ];
    for (const [index, value] of hostile.entries()) {
      await server.db
        .insertInto('customers')
        .values({
          first_name: value,
          middle_name: value,
          last_name: surname,
          email: value,
          mobile: value,
          dob: '1990-01-01',
          sex: 'female',
          marital_status: 'single',
          id_type: 1,
          id_number: `${surname}${index}`,
          address: value,
          status: 'in-progress',
          group_id: null,
          position: null,
          photo_file: null,
          policy_id: null,
          expiry_at: null,
          created_by: officerId,
        })
        .execute();
    }
    const response = await server.request({
      method: 'GET',
      url: `/api/v1/customers/export?status=in-progress&search=${surname}`,
      headers: server.as('viewer'),
    });
    expect(response.statusCode).toBe(200);
    const raw: string[] = [];
    const rows = rowsOf(response.body, raw);
    expect(rows).toHaveLength(hostile.length + 1);

    // Every text cell is quoted; only numbers and timestamps go bare.
    for (const field of raw) {
      expect(field, field).toMatch(/^(?:"[\s\S]*"|-?\d+|\d{4}-\d\d-\d\dT[\d:.]+Z|)$/);
    }
    // The one formula written on purpose: a quoted text of digits, shown as it is.
    const textLiteral = /^="[0-9+ ()-]*"$/;
    const startsFormula = (piece: string) => /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(piece.trim());
    const separators = [',', ';', '\t', '|', '\r', '\n', '\uFF0C', '\uFF1B'];
    for (const value of rows.flat()) {
      if (textLiteral.test(value)) continue;
      for (const separator of separators) {
        for (const piece of value.split(separator))
          expect(startsFormula(piece), JSON.stringify(value)).toBe(false);
      }
    }
    // A spreadsheet set to another separator splits the quoted text too.
    const text = response.body.replace(/^\uFEFF/, '');
    for (const separator of separators) {
      for (const piece of text.split(separator)) {
        const opened = piece.trim().replace(/^"/, '').replace(/"$/, '').replace(/""/g, '"');
        if (textLiteral.test(opened)) continue;
        expect(startsFormula(opened), JSON.stringify(piece)).toBe(false);
      }
    }
  });
});

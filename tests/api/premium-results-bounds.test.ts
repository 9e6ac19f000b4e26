import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessage } from '../../src/domain/server-messages';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { RESULTS_HEADER, settleResults, uploadResults } from './results-files';

/**
 * A results file is bounded to what a month's debits can be, in rows and in bytes, and read as it
 * arrives: past either bound the upload is refused (413) and nothing of it is kept, even the rows
 * already staged. Here the bounds are small (3 rows, 2 KB) and the batches smaller still, so a
 * refused file has had rows written before its refusal.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { RESULTS_FILE_MAX_ROWS: '3', RESULTS_FILE_MAX_BYTES: '2048', RESULTS_BATCH_ROWS: '2' },
  });
});
afterAll(() => server.close());

const line = (n: number, reason = '') =>
  `PRM-${String(80_000_000 + n)},0123456789,25000,2027-01-05,failed,${reason || 'Insufficient funds'},`;

async function stored(): Promise<{ files: number; rows: number }> {
  const count = async (table: 'premium_result_files' | 'premium_result_rows') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { files: await count('premium_result_files'), rows: await count('premium_result_rows') };
}

describe('a results file past its bounds', () => {
  it('is refused with 413 past the rows a month can hold, and nothing of it is kept', async () => {
    const response = await uploadResults(
      server,
      server.as('officer'),
      [RESULTS_HEADER, line(1), line(2), line(3), line(4), line(5)].join('\n'),
    );
    expect(expectErrorBody(response, 413).file).toBe(serverMessage.resultsTooManyRows(3));
    expect(await stored()).toEqual({ files: 0, rows: 0 });
  });

  it('is refused with 413 past its bytes, and nothing of it is kept', async () => {
    const long = 'x'.repeat(900);
    const response = await uploadResults(
      server,
      server.as('officer'),
      [RESULTS_HEADER, line(1, long), line(2, long), line(3, long)].join('\n'),
    );
    expect(expectErrorBody(response, 413).file).toBe(serverMessage.resultsTooManyBytes(0.01));
    expect(await stored()).toEqual({ files: 0, rows: 0 });
  });

  it('is received at its bounds', async () => {
    const response = await uploadResults(
      server,
      server.as('officer'),
      [RESULTS_HEADER, line(1), line(2), line(3)].join('\n'),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({ status: 'checking', rowCount: 3 });
    await settleResults(server);
    expect(await stored()).toEqual({ files: 1, rows: 3 });
  });

  it('is refused whole when it is no results file, keeping nothing', async () => {
    const before = await stored();
    const response = await uploadResults(server, server.as('officer'), 'name,amount\nBaraka,25000\n');
    expect(expectErrorBody(response, 400).file).toBe(serverMessage.resultsHeader(RESULTS_HEADER.split(',')));
    expect(await stored()).toEqual(before);
  });
});

import { expect } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { runResultsWork } from '../../server/premiums/results-work';
import { multipart, type TestServer } from './harness';

/** What the tests of results files share: sending one, deciding one, running the checks and the application. */

export const RESULTS_HEADER = 'reference,account,amount,date,result,reason,bank_reference';

export type Headers = Record<string, string>;

/** Uploads a results file as the given staff member. */
export function uploadResults(
  server: TestServer,
  headers: Headers,
  csv: string | Buffer,
  name = 'results.csv',
) {
  const body = multipart('file', name, 'text/csv', Buffer.isBuffer(csv) ? csv : Buffer.from(csv));
  return server.request({
    method: 'POST',
    url: '/api/v1/premiums/results',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Approves or rejects a checked file as the given staff member. */
export function decideResults(
  server: TestServer,
  headers: Headers,
  fileId: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return server.request({
    method: 'POST',
    url: `/api/v1/premiums/results/${fileId}/decision`,
    headers,
    payload: reason ? { decision, reason } : { decision },
  });
}

/**
 * Runs the checking and applying every server runs in its loop (tests start no loop), until no
 * file has work left, taking `today` as the day (the jobs' day in a test that moves time).
 */
export const settleResults = (server: TestServer, today?: string) =>
  runResultsWork(server.db, {
    batchRows: server.config.premiumResults.batchRows,
    ...(today ? { today } : {}),
  });

export interface ResultFileBody {
  resultFileId: string;
  status: string;
  rowCount: number;
  uploadedBy: { userId: string; name: string };
  decidedBy: { userId: string; name: string } | null;
  summary: {
    rows: number;
    accepted: number;
    applied: number;
    alreadyApplied: number;
    refused: number;
    paid: { premiums: number; amount: number };
    failed: { premiums: number; amount: number };
    records: { customer: number; diaspora: number; group: number };
    refusedReasons: { reason: string; rows: number }[];
  } | null;
}

/** A file as the server reads it now. */
export async function resultFile(server: TestServer, fileId: string): Promise<ResultFileBody> {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/premiums/results/${fileId}`,
    headers: server.as('officer'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

export interface ResultRowBody {
  line: number;
  reference: string;
  outcome: string;
  reason: string | null;
  record: { kind: string; id: string; name: string } | null;
}

/** Every row of a file, reading every page. */
export async function resultRows(
  server: TestServer,
  fileId: string,
  outcome?: string,
): Promise<ResultRowBody[]> {
  const rows: ResultRowBody[] = [];
  let after: number | null = null;
  do {
    const query = new URLSearchParams({ perPage: '200' });
    if (outcome) query.set('outcome', outcome);
    if (after !== null) query.set('after', String(after));
    const response = await server.request({
      method: 'GET',
      url: `/api/v1/premiums/results/${fileId}/rows?${query}`,
      headers: server.as('officer'),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    rows.push(...page.data);
    after = page.nextAfter;
  } while (after !== null);
  return rows;
}

/**
 * Uploads a file as `uploader`, checks it, and has `approver` approve it, then applies it: the
 * whole way a results file moves money, for tests about what comes after.
 */
export async function applyApproved(
  server: TestServer,
  people: { uploader: Headers; approver: Headers },
  csv: string,
  today?: string,
): Promise<ResultFileBody> {
  const uploaded = await uploadResults(server, people.uploader, csv);
  expect(uploaded.statusCode).toBe(202);
  const fileId: string = uploaded.json().data.resultFileId;
  await settleResults(server, today);
  const approved = await decideResults(server, people.approver, fileId, 'approve');
  expect(approved.statusCode).toBe(200);
  await settleResults(server, today);
  return resultFile(server, fileId);
}

/** Sets the payment account of an individual or a group, as their registration will (migration 0033). */
export async function giveAccount(
  server: TestServer,
  kind: 'customer' | 'group',
  id: string,
  account: string | null,
): Promise<void> {
  await server.db
    .updateTable(kind === 'customer' ? 'customers' : 'groups')
    .set({ account_number: account })
    .where('id', '=', id)
    .execute();
}

/** Another admin, signed in: a second (or third) pair of eyes. Answers the headers and the user id. */
export async function anotherAdmin(
  server: TestServer,
  name: string,
): Promise<{ headers: Headers; userId: string }> {
  const email = `${name.toLowerCase()}@bancassurance.local`;
  const password = `${name}-password-123`;
  await server.db
    .insertInto('users')
    .values({
      email,
      first_name: name,
      last_name: 'Admin',
      role_name: 'admin',
      password_hash: await hashPassword(password),
    })
    .onConflict((c) => c.column('email').doNothing())
    .execute();
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  const { token } = response.json().data;
  const headers = { authorization: `Bearer ${token}` };
  const me = await server.request({ method: 'GET', url: '/api/v1/auth/me', headers });
  return { headers, userId: me.json().data.userId };
}

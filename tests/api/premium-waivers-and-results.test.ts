import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCoverJobs } from '../../server/premiums/cover-jobs';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { todayIso } from '../../src/domain/utc-calendar';
import { diaspora } from './fixtures';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import { anotherAdmin, RESULTS_HEADER, resultRows, settleResults, uploadResults } from './results-files';

/**
 * Waivers need two staff members (DESIGN 12), and a results row that does not match its premium
 * is refused with its reason while the others are checked.
 */

let server: TestServer;
let holder: { id: string; account: string };
let premium: { premiumId: number; reference: string };

beforeAll(async () => {
  server = await startTestServer();
  const payload = diaspora();
  const created = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: server.as('officer'),
    payload,
  });
  holder = { id: created.json().data.diasporaId, account: payload.accountNumber };
  const approved = await server.request({
    method: 'POST',
    url: `/api/v1/diasporas/${holder.id}/status`,
    headers: server.as('admin'),
    payload: { action: 'approve' },
  });
  expect(approved.statusCode).toBe(200);
  await runCoverJobs(server.db, { asOf: todayIso(), letters: server.config.mail });
  const ledger = await server.request({
    method: 'GET',
    url: `/api/v1/diasporas/${holder.id}/premiums`,
    headers: server.as('viewer'),
  });
  premium = ledger.json().data.premiums[0];
});
afterAll(() => server.close());

const results = (csv: string) => uploadResults(server, server.as('officer'), csv);
const HEADER = RESULTS_HEADER;

/** The rows of a file as the checks left them. */
async function checked(csv: string) {
  const response = await results(csv);
  expect(response.statusCode).toBe(202);
  await settleResults(server);
  return resultRows(server, response.json().data.resultFileId);
}

describe('the results file, row by row', () => {
  it('refuses a wrong account, a wrong amount and a failure without reason, and changes nothing for them', async () => {
    const today = todayIso();
    const rows = await checked(
      [
        HEADER,
        `${premium.reference},0000000000,25000,${today},paid,,CBS-1`,
        `${premium.reference.toLowerCase()},${holder.account},24000,${today},paid,,CBS-2`,
        `${premium.reference},${holder.account},25000,${today},failed,,`,
        `${premium.reference},${holder.account},25000,2026-02-30,paid,,CBS-3`,
      ].join('\n'),
    );
    expect(rows.map((row) => row.outcome)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect(rows.map((row) => row.reason)).toEqual([
      'The account does not match the account of the premium',
      'Amount mismatch: the premium is TZS 25,000',
      'A failed debit needs its reason',
      'The date must be a date written YYYY-MM-DD',
    ]);
    const stored = await server.db
      .selectFrom('premiums')
      .select('status')
      .where('id', '=', premium.premiumId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('due');
  });

  it('answers a file in another format with a 400 on the file, and no multipart with a 415', async () => {
    expect(expectErrorBody(await results(''), 400).file).toBeDefined();
    const json = await server.request({
      method: 'POST',
      url: '/api/v1/premiums/results',
      headers: server.as('officer'),
      payload: { reference: premium.reference },
    });
    expect([400, 415]).toContain(json.statusCode);
    expectErrorBody(json, json.statusCode);
  });
});

describe('waiving a premium', () => {
  const ask = (headers: Record<string, string>, reason = 'Customer in hospital, bank goodwill') =>
    server.request({
      method: 'POST',
      url: `/api/v1/premiums/${premium.premiumId}/waiver`,
      headers,
      payload: { reason },
    });
  const decide = (headers: Record<string, string>, decision: 'approve' | 'reject') =>
    server.request({
      method: 'POST',
      url: `/api/v1/premiums/${premium.premiumId}/waiver/decision`,
      headers,
      payload: { decision },
    });
  const actions = async () => {
    const response = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${holder.id}/history`,
      headers: server.as('viewer'),
    });
    return (response.json().entries as { action: string }[]).map((entry) => entry.action);
  };

  it('needs a reason and the manage permission to ask, and waits for one decision at a time', async () => {
    expect(expectErrorBody(await ask(server.as('officer'), 'x'), 400).reason).toBeDefined();
    expectErrorBody(await ask(server.as('viewer')), 403);
    const asked = await ask(server.as('officer'));
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.waiver).toMatchObject({
      reason: 'Customer in hospital, bank goodwill',
      decidedBy: null,
    });
    expect(expectErrorBody(await ask(server.as('admin')), 409)).toBeDefined();
    expect(await actions()).toContain('premium.waiver-request');
  });

  it('is decided by a second staff member with the approve permission, never the one who asked', async () => {
    expectErrorBody(await decide(server.as('officer'), 'approve'), 403);
    const refused = await decide(server.as('admin'), 'reject');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'due', waiver: null });
    expect(await actions()).toContain('premium.waiver-reject');

    expect((await ask(server.as('admin'))).statusCode).toBe(200);
    const own = await decide(server.as('admin'), 'approve');
    expectErrorBody(own, 403);
    expect(own.json().respMsg).toBe(SERVER_MESSAGES.secondUserForWaiver);

    const checker = (await anotherAdmin(server, 'Second')).headers;
    const approved = await decide(checker, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('waived');
    expect(approved.json().data.waiver.decidedBy.name).toBe('Second Admin');
    expect(await actions()).toContain('premium.waive');
    // A waived premium is owed no more, and a debit result for it is refused.
    const ledger = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${holder.id}/premiums`,
      headers: server.as('viewer'),
    });
    expect(ledger.json().data.balance).toMatchObject({ unpaidCount: 0, unpaidAmount: 0 });
    const [late] = await checked(
      `${HEADER}\n${premium.reference},${holder.account},25000,${todayIso()},paid,,CBS-4`,
    );
    expect(late).toMatchObject({ outcome: 'refused', reason: 'The premium was waived' });
    expectErrorBody(await decide(checker, 'approve'), 409);
  });
});

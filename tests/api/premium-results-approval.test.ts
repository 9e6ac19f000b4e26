import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCoverJobs } from '../../server/premiums/cover-jobs';
import { collectionWindow } from '../../src/domain/premiums';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import { dayOf, isoDate, plusDays, todayIso } from '../../src/domain/utc-calendar';
import { customer, diaspora, uniqueDigits } from './fixtures';
import { groupBody } from './fuzz/world';
import { expectErrorBody, startTestServer, type TestServer } from './harness';
import {
  anotherAdmin,
  applyApproved,
  decideResults,
  giveAccount,
  type Headers,
  RESULTS_HEADER,
  resultFile,
  resultRows,
  settleResults,
  uploadResults,
} from './results-files';

/**
 * A results file moves money, so it is what a second person approves (DESIGN 15): its rows are
 * checked for plausibility (the account of every kind of record, a date in the premium's
 * collection window and not in the future, the bank's reference), nothing changes until another
 * staff member with the approve permission approves it, and both count as makers of every record
 * it changes.
 */

let server: TestServer;
let payments: { headers: Headers; userId: string };
let third: { headers: Headers; userId: string };
let officerId: string;
let adminId: string;
let policies: Record<'individual' | 'group' | 'diaspora', string>;

const TODAY = todayIso();
const addDays = (iso: string, days: number) => isoDate(plusDays(dayOf(iso) as number, days));

beforeAll(async () => {
  server = await startTestServer();
  payments = await anotherAdmin(server, 'Payments');
  third = await anotherAdmin(server, 'Third');
  const ids = await server.db.selectFrom('users').select(['id', 'role_name']).execute();
  officerId = ids.find((u) => u.role_name === 'officer')?.id as string;
  const me = await server.request({ method: 'GET', url: '/api/v1/auth/me', headers: server.as('admin') });
  adminId = me.json().data.userId;
  const rows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((p) => p.kind === kind)?.id as string;
  policies = { individual: of('individual'), group: of('group'), diaspora: of('diaspora') };
});
afterAll(() => server.close());

interface Premium {
  premiumId: number;
  reference: string;
  amount: number;
  dueDate: string;
  status: string;
}

type Kind = 'customer' | 'group' | 'diaspora';
const AREA: Record<Kind, string> = { customer: 'customers', group: 'groups', diaspora: 'diasporas' };

async function ledger(kind: Kind, id: string): Promise<Premium[]> {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/${AREA[kind]}/${id}/premiums`,
    headers: server.as('viewer'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.premiums;
}

/** A record made by the officer and approved by the admin: its first premium is due today. */
async function covered(kind: Kind): Promise<{ id: string; premium: Premium; account: string }> {
  const body =
    kind === 'diaspora'
      ? diaspora()
      : kind === 'customer'
        ? customer({ policyId: policies.individual })
        : groupBody(policies.group);
  const created = await server.request({
    method: 'POST',
    url: `/api/v1/${AREA[kind]}`,
    headers: server.as('officer'),
    payload: body,
  });
  expect(created.statusCode).toBe(201);
  const data = created.json().data;
  const id: string = data.diasporaId ?? data.customerId ?? data.groupId;
  const approved = await server.request({
    method: 'POST',
    url: `/api/v1/${AREA[kind]}/${id}/status`,
    headers: server.as('admin'),
    payload: { action: 'approve' },
  });
  expect(approved.statusCode).toBe(200);
  let account = (body as { accountNumber?: string }).accountNumber ?? uniqueDigits(13);
  if (kind !== 'diaspora') await giveAccount(server, kind, id, account);
  else account = (body as { accountNumber: string }).accountNumber;
  const [premium] = await ledger(kind, id);
  if (!premium) throw new Error('the approval wrote no premium');
  return { id, premium, account };
}

const row = (
  premium: Premium,
  account: string,
  overrides: Partial<{
    amount: number;
    date: string;
    result: string;
    reason: string;
    bankReference: string;
  }> = {},
) =>
  [
    premium.reference,
    account,
    overrides.amount ?? premium.amount,
    overrides.date ?? TODAY,
    overrides.result ?? 'paid',
    overrides.reason ?? '',
    overrides.bankReference ?? `CBS-${premium.premiumId}`,
  ].join(',');

const csv = (...lines: string[]) => [RESULTS_HEADER, ...lines].join('\n');

async function premiumStatus(premiumId: number): Promise<string> {
  const stored = await server.db
    .selectFrom('premiums')
    .select('status')
    .where('id', '=', premiumId)
    .executeTakeFirstOrThrow();
  return stored.status;
}

async function uploadedAndChecked(headers: Headers, text: string, name?: string): Promise<string> {
  const uploaded = await uploadResults(server, headers, text, name);
  expect(uploaded.statusCode).toBe(202);
  const fileId: string = uploaded.json().data.resultFileId;
  await settleResults(server);
  return fileId;
}

async function history(kind: Kind, id: string) {
  const response = await server.request({
    method: 'GET',
    url: `/api/v1/${AREA[kind]}/${id}/history`,
    headers: server.as('viewer'),
  });
  return response.json().entries as {
    action: string;
    actor: { userId: string; name: string } | null;
    changes: Record<string, { to: unknown }> | null;
  }[];
}

describe('one staff member alone', () => {
  it('cannot mark a premium paid: an upload changes nothing, and its uploader may not approve it', async () => {
    const holder = await covered('diaspora');
    const fileId = await uploadedAndChecked(server.as('admin'), csv(row(holder.premium, holder.account)));
    const file = await resultFile(server, fileId);
    expect(file).toMatchObject({ status: 'waiting', uploadedBy: { userId: adminId }, decidedBy: null });
    expect(file.summary).toMatchObject({
      rows: 1,
      accepted: 1,
      refused: 0,
      paid: { premiums: 1, amount: holder.premium.amount },
      records: { diaspora: 1, customer: 0, group: 0 },
    });
    expect(await premiumStatus(holder.premium.premiumId)).toBe('due');

    const own = await decideResults(server, server.as('admin'), fileId, 'approve');
    expect(expectErrorBody(own, 403)).toBeDefined();
    expect(own.json().respMsg).toBe(SERVER_MESSAGES.secondUserForResults);
    // An officer may upload but not approve at all.
    expectErrorBody(await decideResults(server, server.as('officer'), fileId, 'approve'), 403);
    await settleResults(server);
    expect(await premiumStatus(holder.premium.premiumId)).toBe('due');
    expect((await resultFile(server, fileId)).status).toBe('waiting');

    // A second staff member with the approve permission approves it: only then is it applied.
    const approved = await decideResults(server, payments.headers, fileId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'applying',
      decidedBy: { userId: payments.userId },
    });
    await settleResults(server);
    expect(await premiumStatus(holder.premium.premiumId)).toBe('paid');
    const done = await resultFile(server, fileId);
    expect(done).toMatchObject({ status: 'applied', summary: { applied: 1, accepted: 0 } });

    // The record's history says who uploaded the file and who approved it.
    const paid = (await history('diaspora', holder.id)).find((e) => e.action === 'premium.paid');
    expect(paid?.actor?.userId).toBe(payments.userId);
    expect(paid?.changes?.resultsFile?.to).toMatchObject({
      fileId,
      uploadedBy: { userId: adminId },
      approvedBy: { userId: payments.userId, name: 'Payments Admin' },
    });
  });

  it('answers an upload with the file and its counts, never its rows, however many there are', async () => {
    const holder = await covered('diaspora');
    const lines = Array.from({ length: 1500 }, (_, i) =>
      row({ ...holder.premium, reference: `PRM-${String(90_000_000 + i)}` }, holder.account),
    );
    const uploaded = await uploadResults(server, server.as('officer'), csv(...lines), 'big.csv');
    expect(uploaded.statusCode).toBe(202);
    const body = uploaded.json();
    expect(Object.keys(body).sort()).toEqual(['alreadyUploaded', 'data']);
    expect(body.data).not.toHaveProperty('rows');
    expect(body.data).toMatchObject({ status: 'checking', rowCount: 1500, summary: null });
    expect(uploaded.body.length).toBeLessThan(1024);
    await settleResults(server);
    const checked = await resultFile(server, body.data.resultFileId);
    expect(checked).toMatchObject({ status: 'nothing-to-apply', summary: { rows: 1500, refused: 1500 } });
    expect(checked.summary?.refusedReasons).toEqual([
      { reason: SERVER_MESSAGES.resultUnknownReference, rows: 1500 },
    ]);
    // The rows are read a page at a time instead.
    expect(await resultRows(server, body.data.resultFileId)).toHaveLength(1500);
  });

  it('answers the same file again with the first upload, storing nothing', async () => {
    const holder = await covered('diaspora');
    const text = csv(row(holder.premium, holder.account));
    const first = await uploadResults(server, server.as('officer'), text, 'first.csv');
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('premium_result_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const again = await uploadResults(server, server.as('admin'), text, 'renamed.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      alreadyUploaded: true,
      data: { resultFileId: first.json().data.resultFileId, fileName: 'first.csv' },
    });
    expect(await count()).toBe(before);
    await settleResults(server);
  });
});

describe('each row is checked for plausibility before anyone may approve it', () => {
  it('holds an individual’s and a group’s rows to their own account, and refuses every row of a record without one', async () => {
    const person = await covered('customer');
    const group = await covered('group');
    const noAccount = await covered('customer');
    await giveAccount(server, 'customer', noAccount.id, null);
    const fileId = await uploadedAndChecked(
      server.as('officer'),
      csv(
        row(person.premium, '0000000000001'),
        row(group.premium, '0000000000002'),
        row(noAccount.premium, '0000000000003'),
        row(person.premium, person.account),
        row(group.premium, group.account),
      ),
    );
    const rows = await resultRows(server, fileId);
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['refused', SERVER_MESSAGES.resultAccountMismatch],
      ['refused', SERVER_MESSAGES.resultAccountMismatch],
      ['refused', SERVER_MESSAGES.resultNoAccount],
      ['accepted', null],
      ['accepted', null],
    ]);
    expect(rows[3]?.record).toMatchObject({ kind: 'customer', id: person.id });
    expect(rows[4]?.record).toMatchObject({ kind: 'group', id: group.id });
    expect((await resultFile(server, fileId)).summary?.records).toEqual({
      customer: 1,
      diaspora: 0,
      group: 1,
    });
    await decideResults(server, payments.headers, fileId, 'reject', 'Checked in the branch first');
  });

  it('refuses a date before the premium’s collection window, after it, or in the future', async () => {
    const holder = await covered('diaspora');
    // A premium that fell due 200 days ago: its window closed 80 days ago (30 grace, 90 reinstatement).
    const old = await server.db
      .insertInto('premiums')
      .values({
        record_kind: 'diaspora',
        record_id: holder.id,
        due_date: addDays(TODAY, -200),
        amount: 25_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oldPremium = {
      ...holder.premium,
      premiumId: Number(old.id),
      reference: `PRM-${String(old.id).padStart(8, '0')}`,
    };
    const window = collectionWindow(holder.premium.dueDate, 30, 90);
    const oldWindow = collectionWindow(addDays(TODAY, -200), 30, 90);
    const fileId = await uploadedAndChecked(
      server.as('officer'),
      csv(
        row(holder.premium, holder.account, { date: addDays(window.from, -1) }),
        row(holder.premium, holder.account, { date: '2001-01-05' }),
        row(oldPremium, holder.account, { date: TODAY }),
        row(holder.premium, holder.account, { date: addDays(TODAY, 1) }),
        row(holder.premium, holder.account, { date: TODAY }),
      ),
    );
    const rows = await resultRows(server, fileId);
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['refused', serverMessage.resultOutsideWindow(window.from, window.to)],
      ['refused', serverMessage.resultOutsideWindow(window.from, window.to)],
      ['refused', serverMessage.resultOutsideWindow(oldWindow.from, oldWindow.to)],
      ['refused', SERVER_MESSAGES.resultDateInFuture],
      ['accepted', null],
    ]);
    await decideResults(server, payments.headers, fileId, 'reject', 'Not this month');
  });

  it('needs the bank’s reference on a paid row, in the bank’s format', async () => {
    const holder = await covered('diaspora');
    const fileId = await uploadedAndChecked(
      server.as('officer'),
      csv(
        row(holder.premium, holder.account, { bankReference: ' ' }),
        row(holder.premium, holder.account, { bankReference: '=SUM(A1)' }),
        row(holder.premium, holder.account, { bankReference: 'paid by cash' }),
        row(holder.premium, holder.account, {
          result: 'failed',
          reason: 'Insufficient funds',
          bankReference: ' ',
        }),
      ),
    );
    const rows = await resultRows(server, fileId);
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['refused', SERVER_MESSAGES.resultBankReferenceMissing],
      ['refused', SERVER_MESSAGES.resultBankReferenceFormat],
      ['refused', SERVER_MESSAGES.resultBankReferenceFormat],
      // A failed debit moves no money: it needs its reason, not a payment reference.
      ['accepted', null],
    ]);
    await decideResults(server, payments.headers, fileId, 'reject', 'Wrong file');
  });
});

describe('approving', () => {
  it('lists the waiting file in the approvals inbox of everyone who may approve it but its uploader', async () => {
    const holder = await covered('diaspora');
    const fileId = await uploadedAndChecked(
      server.as('admin'),
      csv(row(holder.premium, holder.account)),
      'inbox.csv',
    );
    const inbox = async (headers: Headers) => {
      const response = await server.request({
        method: 'GET',
        url: '/api/v1/approvals?kind=results-file&perPage=100',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().items as {
        id: string;
        name: string;
        maker: { userId: string };
        resultsFile: unknown;
      }[];
    };
    expect((await inbox(server.as('admin'))).map((item) => item.id)).not.toContain(fileId);
    const theirs = (await inbox(payments.headers)).find((item) => item.id === fileId);
    expect(theirs).toMatchObject({
      name: 'inbox.csv',
      maker: { userId: adminId },
      resultsFile: { accepted: 1, paid: { premiums: 1, amount: holder.premium.amount } },
    });
    expect(await inbox(server.as('officer'))).toEqual([]);
    const rejected = await decideResults(
      server,
      payments.headers,
      fileId,
      'reject',
      'Duplicate of yesterday',
    );
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decisionReason: 'Duplicate of yesterday',
    });
    expect((await inbox(payments.headers)).map((item) => item.id)).not.toContain(fileId);
    await settleResults(server);
    expect(await premiumStatus(holder.premium.premiumId)).toBe('due');
    // Rejecting needs a reason; a decided file is decided once.
    expect(expectErrorBody(await decideResults(server, third.headers, fileId, 'approve'), 409)).toBeDefined();
  });

  it('applies a file once, even when two staff approve it at the same moment', async () => {
    const holders = [await covered('diaspora'), await covered('diaspora'), await covered('diaspora')];
    const fileId = await uploadedAndChecked(
      server.as('officer'),
      csv(...holders.map((h) => row(h.premium, h.account))),
    );
    const answers = await Promise.all([
      decideResults(server, payments.headers, fileId, 'approve'),
      decideResults(server, third.headers, fileId, 'approve'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // Two work loops at once, as two servers would run them.
    await Promise.all([settleResults(server), settleResults(server)]);
    for (const holder of holders) {
      expect(await premiumStatus(holder.premium.premiumId)).toBe('paid');
      const paid = (await history('diaspora', holder.id)).filter((e) => e.action === 'premium.paid');
      expect(paid).toHaveLength(1);
    }
    expect((await resultFile(server, fileId)).summary).toMatchObject({ applied: 3, accepted: 0 });
  });

  it('checks each row again when applying: a premium waived after the check stays waived', async () => {
    const holder = await covered('diaspora');
    const fileId = await uploadedAndChecked(server.as('officer'), csv(row(holder.premium, holder.account)));
    const url = `/api/v1/premiums/${holder.premium.premiumId}/waiver`;
    expect(
      (
        await server.request({
          method: 'POST',
          url,
          headers: server.as('officer'),
          payload: { reason: 'Hospital' },
        })
      ).statusCode,
    ).toBe(200);
    const waived = await server.request({
      method: 'POST',
      url: `${url}/decision`,
      headers: third.headers,
      payload: { decision: 'approve' },
    });
    expect(waived.statusCode).toBe(200);
    await decideResults(server, payments.headers, fileId, 'approve');
    await settleResults(server);
    expect(await premiumStatus(holder.premium.premiumId)).toBe('waived');
    const [applied] = await resultRows(server, fileId);
    expect(applied).toMatchObject({ outcome: 'refused', reason: SERVER_MESSAGES.resultWaivedMeanwhile });
  });
});

describe('uploading and approving count as acting on every record the file changes', () => {
  it('makes the uploader and the approver makers of the record', async () => {
    const holder = await covered('diaspora');
    const makers = async () => {
      const response = await server.request({
        method: 'GET',
        url: `/api/v1/diasporas/${holder.id}`,
        headers: server.as('viewer'),
      });
      return response.json().data.cover.makerIds as string[];
    };
    // Made by the officer, approved by the admin: the officer alone made it.
    expect(await makers()).toEqual([officerId]);
    await applyApproved(
      server,
      { uploader: server.as('admin'), approver: payments.headers },
      csv(row(holder.premium, holder.account)),
    );
    expect(await makers()).toEqual([officerId, adminId, payments.userId].sort());
  });

  it('stops the attack: one admin clears a lapsed cover’s arrears with a file and may not then reinstate it', async () => {
    const holder = await covered('diaspora');
    // The premium due today is never paid: 31 days on, the cover lapses.
    const lapseDay = addDays(TODAY, 31);
    const counts = await runCoverJobs(server.db, { asOf: lapseDay, letters: server.config.mail });
    expect(counts.lapsed).toBeGreaterThan(0);
    const unpaid = (await ledger('diaspora', holder.id)).filter((p) => p.status === 'due');
    const payDay = addDays(TODAY, 32);
    const uploaded = await uploadResults(
      server,
      server.as('admin'),
      csv(...unpaid.map((p) => row(p, holder.account, { date: payDay }))),
    );
    const fileId: string = uploaded.json().data.resultFileId;
    await settleResults(server, payDay);
    // Alone, the admin can neither approve the file nor reinstate the cover with arrears owed.
    expectErrorBody(await decideResults(server, server.as('admin'), fileId, 'approve'), 403);
    expect(await decideResults(server, payments.headers, fileId, 'approve')).toMatchObject({
      statusCode: 200,
    });
    await settleResults(server, payDay);
    expect((await ledger('diaspora', holder.id)).filter((p) => p.status === 'due')).toEqual([]);

    const reinstate = (headers: Headers) =>
      server.request({
        method: 'POST',
        url: `/api/v1/diasporas/${holder.id}/status`,
        headers,
        payload: { action: 'reinstate' },
      });
    // The uploader and the approver each acted on the record: neither is its second pair of eyes.
    expect(expectErrorBody(await reinstate(server.as('admin')), 403)).toBeDefined();
    expect(expectErrorBody(await reinstate(payments.headers), 403)).toBeDefined();
    const byThird = await reinstate(third.headers);
    expect(byThird.statusCode).toBe(200);
    expect(byThird.json().data.status).toBe('covered');
  });
});

describe('the report', () => {
  it('is downloaded as CSV, streamed, in the file’s order', async () => {
    const holder = await covered('diaspora');
    const fileId = await uploadedAndChecked(
      server.as('officer'),
      csv('PRM-99999999,0,1,2027-01-05,paid,,CBS-1', row(holder.premium, holder.account)),
    );
    const download = await server.request({
      method: 'GET',
      url: `/api/v1/premiums/results/${fileId}/report`,
      headers: server.as('officer'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      '"line","reference","outcome","reason"',
      `2,"PRM-99999999","refused","${SERVER_MESSAGES.resultUnknownReference}"`,
      `3,"${holder.premium.reference}","accepted",`,
    ]);
    await decideResults(server, payments.headers, fileId, 'reject', 'Test file');
  });

  it('lists the files newest first with their uploader and approver', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/v1/premiums/results?perPage=2',
      headers: server.as('officer'),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.data).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await server.request({
      method: 'GET',
      url: `/api/v1/premiums/results?perPage=50&after=${page.nextCursor}`,
      headers: server.as('officer'),
    });
    const ids = [...page.data, ...next.json().data].map((f: { resultFileId: string }) => f.resultFileId);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...page.data, ...next.json().data].map((f: { uploadedAt: string }) => f.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());
    const rejected = [...page.data, ...next.json().data].find(
      (f: { status: string }) => f.status === 'rejected',
    );
    expect(rejected?.decidedBy).toEqual({ userId: payments.userId, name: 'Payments Admin' });
    // Readers who do not manage premiums see none of it.
    expectErrorBody(
      await server.request({ method: 'GET', url: '/api/v1/premiums/results', headers: server.as('viewer') }),
      403,
    );
  });
});

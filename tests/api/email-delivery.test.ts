import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { deliverDueLetters } from '../../server/mail/delivery';
import { startLetterDelivery } from '../../server/mail/delivery-loop';
import { queueLetter } from '../../server/mail/outbox';
import { type LetterSender, letterSender } from '../../server/mail/sender';
import {
  deliver,
  emailContext,
  enrol,
  freshEmail,
  historyOf,
  move,
  outboxOf,
  SUPPORT_EMAIL,
} from './email-harness';
import { customer, diaspora } from './fixtures';
import { TARGET } from './harness';

/** DESIGN decision 13: written with the change, sent once, retried, and never sent twice. */
const context = emailContext();
const quiet = { info() {}, warn() {}, error() {} };

/** A moment a letter is due at: PostgreSQL keeps microseconds, a Date only milliseconds. */
const dueAt = (date: Date) => new Date(date.getTime() + 1);

/** The one letter of a record. */
async function letterOf(id: string) {
  const [row, ...more] = await outboxOf(context, id);
  if (!row || more.length > 0) throw new Error(`expected one letter for ${id}`);
  return row;
}

describe('an email and the change it reports', () => {
  it('are one transaction: a change that fails after writing its email leaves no row and sends nothing', async () => {
    // Deferred triggers fail the changes as they commit, after their emails are written: had an
    // email been written in a transaction of its own, its row would be left behind.
    await sql`CREATE OR REPLACE FUNCTION fail_at_commit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected failure at commit'; END $$ LANGUAGE plpgsql`.execute(context.server.db);
    const explode = sql`FOR EACH ROW WHEN (NEW.email LIKE 'explode.%') EXECUTE FUNCTION fail_at_commit()`;
    await sql`CREATE CONSTRAINT TRIGGER fail_enrolment AFTER INSERT ON diasporas
      DEFERRABLE INITIALLY DEFERRED ${explode}`.execute(context.server.db);
    await sql`CREATE CONSTRAINT TRIGGER fail_approval AFTER UPDATE ON customers
      DEFERRABLE INITIALLY DEFERRED ${explode}`.execute(context.server.db);
    const email = freshEmail('explode');
    const created = await context.server.request({
      method: 'POST',
      url: '/api/v1/customers',
      headers: context.server.as('officer'),
      payload: customer({ email }),
    });
    const customerId: string = created.json().data.customerId;
    try {
      const enrolment = await context.server.request({
        method: 'POST',
        url: '/api/v1/diasporas',
        headers: { 'x-enrolment-token': await context.server.enrolmentToken() },
        payload: diaspora({ email }),
      });
      expect(enrolment.statusCode).toBe(500);
      expect((await move(context, 'customers', customerId, 'approve')).statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_enrolment ON diasporas`.execute(context.server.db);
      await sql`DROP TRIGGER fail_approval ON customers`.execute(context.server.db);
    }
    const { db } = context.server;
    expect(await db.selectFrom('diasporas').select('id').where('email', '=', email).execute()).toEqual([]);
    const stored = await db
      .selectFrom('customers')
      .select('status')
      .where('id', '=', customerId)
      .executeTakeFirst();
    expect(stored?.status).toBe('in-progress');
    expect(
      await db.selectFrom('letter_outbox').select('id').where('recipient', '=', email).execute(),
    ).toEqual([]);
    await deliver(context);
    expect(context.sink.to(email)).toEqual([]);
  });
});

describe('delivery', () => {
  it('retries an email the mail server refused, and delivers it exactly once', async () => {
    const email = freshEmail('retry');
    context.sink.refuse(email, 1);
    const id = await enrol(context, { email });
    const firstTry = dueAt((await letterOf(id)).next_attempt_at);
    await deliver(context, { now: firstTry });
    const refused = await letterOf(id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(refused.last_error).toMatch(/451|busy/i);
    expect(refused.next_attempt_at.getTime()).toBeGreaterThan(firstTry.getTime());
    expect(context.sink.to(email)).toEqual([]);
    expect(context.sink.refusals()).toBeGreaterThanOrEqual(1);

    // Not due yet: nothing is tried.
    await deliver(context, { now: firstTry });
    expect((await letterOf(id)).attempts).toBe(1);
    await deliver(context, { now: dueAt(refused.next_attempt_at) });
    await deliver(context, { now: new Date(refused.next_attempt_at.getTime() + 24 * 3_600_000) });
    expect(context.sink.to(email)).toHaveLength(1);
    expect(await letterOf(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    const letters = (await historyOf(context, 'diasporas', id)).filter((e) => e.action.startsWith('letter.'));
    expect(letters.map((e) => [e.action, e.changes?.attempts?.to])).toEqual([['letter.sent', 2]]);
  });

  it('gives an email up after its last attempt, and the history says why', async () => {
    const email = freshEmail('bounce');
    context.sink.refuse(email, 100);
    const id = await enrol(context, { email });
    const policy = { maxAttempts: 2 };
    await deliver(context, { now: dueAt((await letterOf(id)).next_attempt_at), policy });
    const retryAt = dueAt((await letterOf(id)).next_attempt_at);
    expect((await deliver(context, { now: retryAt, policy })).failed).toBe(1);
    const refusals = context.sink.refusals();
    await deliver(context, { now: new Date(retryAt.getTime() + 24 * 3_600_000), policy });
    expect(context.sink.refusals()).toBe(refusals);
    expect(await letterOf(id)).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
    expect(context.sink.to(email)).toEqual([]);
    const letters = (await historyOf(context, 'diasporas', id)).filter((e) => e.action.startsWith('letter.'));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      action: 'letter.failed',
      actor: null,
      changes: { letter: { to: 'enrolment-received' }, recipient: { to: email }, attempts: { to: 2 } },
    });
    expect(letters[0]?.reason).toMatch(/451|busy/i);
  });

  it('writes each email to the log and marks it sent when no SMTP_URL is set', async () => {
    const email = freshEmail('logged');
    const id = await enrol(context, { email });
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      ...quiet,
      info: (fields: object, message: string) => lines.push({ fields: { ...fields }, message }),
    };
    const toLog = letterSender({ smtpUrl: undefined, from: `BancAssurance <${SUPPORT_EMAIL}>` }, log);
    await deliverDueLetters(context.server.db, toLog, { policy: { batchSize: 100 } });
    const row = await letterOf(id);
    expect(row.status).toBe('sent');
    const line = lines.find((entry) => JSON.stringify(entry.fields).includes(`letter.${row.id}@`));
    expect(line?.message).toMatch(/SMTP_URL/);
    expect(JSON.stringify(line?.fields)).toContain('We have received your enrolment');
    expect(context.sink.to(email)).toEqual([]);
  });

  it('sends each of many emails exactly once with two delivery loops on one database', async () => {
    const email = freshEmail('many');
    const id = await enrol(context, { email });
    await context.server.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 11; i += 1) {
        const event = { kind: 'cover-rejected' } as const;
        await queueLetter(trx, { record: { kind: 'diaspora', id }, event }, { supportEmail: SUPPORT_EMAIL });
      }
    });
    const ids = (await outboxOf(context, id)).map((row) => row.id);
    expect(ids).toHaveLength(12);
    // Two processes: on PostgreSQL each loop has its own pool; PGlite is one connection in one process.
    const postgresUrl = context.server.postgresUrl;
    const other =
      TARGET === 'postgres' && postgresUrl ? (await openDatabase({ url: postgresUrl })).db : undefined;
    const sentBy: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const firstSend = { a: deferred(), b: deferred() };
    let waiting: 'a' | 'b' | undefined;
    const sender = (name: 'a' | 'b', peer: 'a' | 'b'): LetterSender => ({
      async send(letter) {
        // On PostgreSQL the first send waits until the other loop has sent one: both hold rows at once.
        if (other && waiting === undefined) {
          waiting = name;
          await firstSend[peer].promise;
        }
        await context.sender.send(letter);
        sentBy[name].push(letter.id);
        firstSend[name].resolve();
      },
      close() {},
    });
    const loop = (db: typeof context.server.db, name: 'a' | 'b', peer: 'a' | 'b') =>
      startLetterDelivery({
        db,
        sender: sender(name, peer),
        log: quiet,
        intervalMs: 5,
        policy: { batchSize: 3 },
      });
    const loops = [loop(context.server.db, 'a', 'b'), loop(other ?? context.server.db, 'b', 'a')];
    try {
      await context.sink.until(() => context.sink.to(email).length >= ids.length);
    } finally {
      await Promise.all(loops.map((running) => running.stop()));
      await other?.destroy();
    }
    const received = context.sink.to(email);
    expect(received).toHaveLength(12);
    expect(new Set(received.map((mail) => mail.messageId))).toEqual(
      new Set(ids.map((letterId) => `<letter.${letterId}@bank.example.co.tz>`)),
    );
    expect([...sentBy.a, ...sentBy.b].sort()).toEqual([...ids].sort());
    if (other) expect(Math.min(sentBy.a.length, sentBy.b.length)).toBeGreaterThan(0);
    const rows = await outboxOf(context, id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 1]));
  });
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

import { sql } from 'kysely';
import type { Db } from '../../server/db/connect';
import type { SmtpSink } from '../../tests/api/smtp-sink';
import type { Report } from './report';

const WAIT_MS = 120_000;
/** One delivery turn's batch: the most a SIGKILL can cut after the SMTP server took its letters. */
const ONE_BATCH = 10;

/**
 * The emails both instances queued and sent through the whole run (300 enrolments, a SIGKILL, a
 * rolling restart) reached the SMTP server: none lost, none sent by both instances. A letter may
 * go twice only when the SIGKILL cut a turn after the SMTP server had taken it: then both copies
 * carry the one Message-ID, and there are at most a batch of them.
 */
export async function lettersDelivered(db: Db, sink: SmtpSink, report: Report): Promise<void> {
  const started = Date.now();
  let pending = Number.POSITIVE_INFINITY;
  while (pending > 0 && Date.now() - started < WAIT_MS) {
    const row = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM letter_outbox WHERE status = 'pending'`.execute(db);
    pending = row.rows[0]?.n ?? 0;
    if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const letters = await sql<{ id: string; status: string }>`SELECT id, status FROM letter_outbox`.execute(db);
  const received = new Map<string, number>();
  for (const mail of sink.received) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
  const copiesOf = (id: string) =>
    [...received]
      .filter(([messageId]) => messageId.startsWith(`<letter.${id}@`))
      .reduce((n, [, c]) => n + c, 0);
  const copies = letters.rows.map((letter) => ({ ...letter, copies: copiesOf(letter.id) }));
  const lost = copies.filter((letter) => letter.copies === 0);
  const twice = copies.filter((letter) => letter.copies > 1);
  const unsent = copies.filter((letter) => letter.status !== 'sent');
  report.figure(
    `emails: ${letters.rows.length} queued by both instances, ${sink.received.length} received by the SMTP server ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s after the load; ${lost.length} lost, ` +
      `${twice.length} sent again after the SIGKILL (same Message-ID), ${unsent.length} not marked sent`,
  );
  report.expect(
    letters.rows.length >= 300,
    `only ${letters.rows.length} emails were queued for 300 enrolments`,
  );
  report.expect(pending === 0 && unsent.length === 0, `${unsent.length} emails were not delivered`);
  report.expect(lost.length === 0, `${lost.length} emails never reached the SMTP server`);
  report.expect(
    twice.length <= ONE_BATCH && twice.every((letter) => letter.copies === 2),
    `${twice.length} emails went more than once: more than the one turn a SIGKILL can cut`,
  );
  report.expect(
    received.size === letters.rows.length,
    `the SMTP server received ${received.size} distinct Message-IDs for ${letters.rows.length} emails`,
  );
}

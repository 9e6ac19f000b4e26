import { afterAll, beforeAll, expect } from 'vitest';
import { type DeliveryPolicy, type DeliveryReport, deliverDueLetters } from '../../server/mail/delivery';
import { type LetterSender, letterSender } from '../../server/mail/sender';
import { diaspora, uniqueDigits } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

export const SUPPORT_EMAIL = 'msaada@bank.example.co.tz';

const quiet = { info() {}, warn() {}, error() {} };

export interface EmailContext {
  server: TestServer;
  sink: SmtpSink;
  sender: LetterSender;
}

/** The real app and a real SMTP server it sends to, for one test file. */
export function emailContext(): EmailContext {
  const context = {} as EmailContext;
  beforeAll(async () => {
    context.sink = await startSmtpSink();
    context.server = await startTestServer({
      env: { SMTP_URL: context.sink.url, SUPPORT_EMAIL },
    });
    context.sender = letterSender(context.server.config.mail, quiet);
  });
  afterAll(async () => {
    context.sender.close();
    await context.server.close();
    await context.sink.close();
  });
  return context;
}

/** One delivery turn over everything due (a batch large enough for all of a file's letters). */
export function deliver(
  context: EmailContext,
  options: { now?: Date; policy?: Partial<DeliveryPolicy> } = {},
): Promise<DeliveryReport> {
  return deliverDueLetters(context.server.db, context.sender, {
    ...options,
    policy: { batchSize: 100, ...options.policy },
  });
}

/** An address no other test writes to. */
export const freshEmail = (name: string) => `${name}.${uniqueDigits(8)}@example.co.tz`;

/** The outbox rows of one record, oldest first. */
export const outboxOf = (context: EmailContext, recordId: string) =>
  context.server.db
    .selectFrom('letter_outbox')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export interface HistoryEntry {
  action: string;
  actor: unknown;
  reason: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

/** A record's history as staff read it. */
export async function historyOf(
  context: EmailContext,
  resource: 'customers' | 'diasporas' | 'groups',
  id: string,
): Promise<HistoryEntry[]> {
  const response = await context.server.request({
    method: 'GET',
    url: `/api/v1/${resource}/${id}/history`,
    headers: context.server.as('viewer'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

/** A public self-enrolment, as the browser sends it with an enrolment session. */
export async function enrol(context: EmailContext, overrides: Record<string, unknown>): Promise<string> {
  const { server } = context;
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: { 'x-enrolment-token': await server.enrolmentToken() },
    payload: diaspora(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.diasporaId;
}

/** A cover-status move by a staff user. */
export function move(
  context: EmailContext,
  resource: 'customers' | 'diasporas' | 'groups',
  id: string,
  action: 'approve' | 'reject',
  role: 'officer' | 'admin' = 'admin',
) {
  return context.server.request({
    method: 'POST',
    url: `/api/v1/${resource}/${id}/status`,
    headers: context.server.as(role),
    payload: action === 'reject' ? { action, reason: 'The id copy cannot be read' } : { action },
  });
}

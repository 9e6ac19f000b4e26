import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { dataOf } from '../reliability/api';
import type { EnrolmentBody } from '../reliability/enrolments';
import { fileForm, type Reply, send } from './http';

/** What a visitor's phone does on a lost answer: try again a moment later, the same request. */
const ATTEMPTS = 12;
const PAUSE_MS = 250;

export interface Tries {
  /** Each try's outcome in order: a status code, or 'no answer' when the connection failed. */
  outcomes: string[];
}

/** Sends `attempt` until it gets an answer below 500; 5xx and lost connections are tried again. */
export async function withRetries(attempt: () => Promise<Reply>, tries: Tries): Promise<Reply> {
  let last: Reply | undefined;
  for (let i = 0; i < ATTEMPTS; i += 1) {
    try {
      last = await attempt();
      tries.outcomes.push(String(last.status));
      if (last.status < 500) return last;
    } catch {
      tries.outcomes.push('no answer');
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  if (last) return last;
  throw new Error(`no answer after ${ATTEMPTS} tries`);
}

export interface PublicEnrolment {
  key: string;
  body: EnrolmentBody;
  tries: Tries;
  token?: string;
  /** The 201's diaspora id, once the visitor has it. */
  diasporaId?: string;
  /** The answer to the visitor's first try of the enrolment itself (before any retry). */
  firstOutcome?: string;
}

/**
 * The public enrolment as the site makes it, with a document: a captcha traded for an enrolment
 * token, the id copy uploaded under it, then the enrolment with its Idempotency-Key. Each step is
 * retried on a lost answer; the enrolment's retries carry the same key and token.
 */
export async function enrolWithDocument(
  base: string,
  visitor: PublicEnrolment,
  document: { content: Buffer; type: string; name: string },
  onCreated: () => void,
): Promise<void> {
  const session = await withRetries(
    () =>
      send(base, 'POST', '/api/v1/enrolment-sessions', { json: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN } }),
    visitor.tries,
  );
  const token = dataOf<{ token: string }>(session, 'enrolment session').token;
  visitor.token = token;
  const form = await fileForm(document.content, document.type, document.name);
  const upload = await withRetries(
    () =>
      send(base, 'POST', '/api/v1/files', {
        headers: { 'x-enrolment-token': token, 'content-type': form.contentType },
        body: form.body,
      }),
    visitor.tries,
  );
  const idCopy = dataOf<{ url: string }>(upload, 'upload').url;
  visitor.body = { ...visitor.body, idCopy };
  const before = visitor.tries.outcomes.length;
  const created = await withRetries(
    () =>
      send(base, 'POST', '/api/v1/diasporas', {
        headers: { 'x-enrolment-token': token, 'idempotency-key': visitor.key },
        json: visitor.body,
      }),
    visitor.tries,
  );
  visitor.firstOutcome = visitor.tries.outcomes[before];
  visitor.diasporaId = dataOf<{ diasporaId: string }>(created, 'enrolment').diasporaId;
  onCreated();
}

import { EventEmitter } from 'node:events';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { normaliseIdNumber } from '../../src/domain/identity';
import type { Enrolment } from './crash-checks';
import type { EnrolmentBody } from './enrolments';

/** What the load sends; each kind is checked on its own. */
export type Kind = 'enrolment session' | 'enrolment' | 'staff read' | 'readiness';

/** One answer the load received, or its absence. */
export interface Observed {
  kind: Kind;
  /** The phase of the run when the request was sent. */
  phase: string;
  /** The HTTP status, or 0 when no answer came (the connection failed). */
  status: number;
  sentAt: number;
  answeredAt: number;
}

/** The longest any answer may take, outage or not: a request waiting for the database is bounded. */
export const ANSWER_BOUND_MS = 15_000;

/** How long a client pauses before sending again after a refusal or a probe: a pace, not a wait. */
const PACE_MS = 25;
const pause = () => new Promise((resolve) => setTimeout(resolve, PACE_MS));

interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

async function send(url: string, init: RequestInit): Promise<Reply | undefined> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which the §8 check refuses.
    }
    return { status: response.status, headers: response.headers, body };
  } catch {
    return undefined;
  }
}

/** The SPEC §8 body of a 503 with its Retry-After, or what is wrong with it. */
function unavailableProblem(reply: Reply): string | undefined {
  const retryAfter = Number(reply.headers.get('retry-after'));
  if (!Number.isInteger(retryAfter) || retryAfter < 1)
    return `no Retry-After in seconds (${reply.headers.get('retry-after')})`;
  const body = reply.body as { respMsg?: unknown; messages?: unknown; status?: unknown } | null;
  if (typeof body?.respMsg !== 'string' || body.respMsg === '') return 'no respMsg';
  if (typeof body.messages !== 'object' || body.messages === null) return 'no messages map';
  if (body.status !== 503) return `status ${String(body.status)} in the body`;
  return undefined;
}

/**
 * Public enrolments (each with its enrolment session and Idempotency-Key, tried again with the
 * same key until one is acknowledged, as the enrolment page does), staff reads and a balancer's
 * readiness probe, sent without pause against one server while its database stops and starts.
 * Every answer is recorded with the phase it was sent in and checked as it comes: a 503 must
 * carry Retry-After and the SPEC §8 body, a 500 or an answer slower than the bound is a problem.
 * Emits 'answer' after each one, for a caller waiting on what has been seen.
 */
export class OutageLoad extends EventEmitter {
  phase = 'before';
  readonly observed: Observed[] = [];
  readonly problems: string[] = [];
  /** Every enrolment sent at least once, in the order first sent. */
  readonly enrolments: Enrolment[] = [];
  private running = true;
  private readonly workers: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly staffHeaders: Record<string, string>,
    private readonly nextBody: () => EnrolmentBody,
    private readonly tag: string,
  ) {
    super();
  }

  start(options: { enrolling: number; reading: number }): void {
    for (let i = 0; i < options.enrolling; i++) this.workers.push(this.enrolLoop(i));
    for (let i = 0; i < options.reading; i++) this.workers.push(this.readLoop());
    this.workers.push(this.probeLoop());
  }

  /** Lets every request in flight finish, then stops sending. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** The answers of a kind sent at or after `since` (ms since the epoch). */
  answers(kind: Kind, since: number): Observed[] {
    return this.observed.filter((o) => o.kind === kind && o.sentAt >= since);
  }

  private async record(kind: Kind, url: string, init: RequestInit = {}): Promise<Reply | undefined> {
    const phase = this.phase;
    const sentAt = Date.now();
    const reply = await send(url, init);
    const answeredAt = Date.now();
    const status = reply?.status ?? 0;
    this.observed.push({ kind, phase, status, sentAt, answeredAt });
    const problem = (what: string) => this.problems.push(`${phase}: ${kind} ${what}`);
    if (answeredAt - sentAt > ANSWER_BOUND_MS)
      problem(`answered ${status} after ${((answeredAt - sentAt) / 1000).toFixed(1)} s`);
    if (reply?.status === 503 && kind !== 'readiness') {
      const wrong = unavailableProblem(reply);
      if (wrong) problem(`503 without its §8 shape: ${wrong}`);
    } else if (reply && reply.status >= 500 && kind !== 'readiness') {
      problem(`answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 200)}`);
    }
    this.emit('answer');
    return reply;
  }

  private json(method: 'GET' | 'POST', headers: Record<string, string>, body?: unknown): RequestInit {
    return {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
  }

  private async enrolLoop(worker: number): Promise<void> {
    let current: Enrolment | undefined;
    let made = 0;
    while (this.running) {
      if (!current) {
        const session = await this.record(
          'enrolment session',
          `${this.base}/api/v1/enrolment-sessions`,
          this.json('POST', {}, { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN }),
        );
        const token = (session?.body as { data?: { token?: string } } | undefined)?.data?.token;
        if (session?.status !== 201 || !token) {
          await pause();
          continue;
        }
        const body = this.nextBody();
        current = {
          key: `restart-${this.tag}-${worker}-${made++}`,
          token,
          body,
          idNumber: normaliseIdNumber(body.idNumber),
          firstOutcome: 'not sent',
        };
        this.enrolments.push(current);
      }
      const e = current;
      const reply = await this.record(
        'enrolment',
        `${this.base}/api/v1/diasporas`,
        this.json('POST', { 'x-enrolment-token': e.token, 'idempotency-key': e.key }, e.body),
      );
      if (e.firstOutcome === 'not sent') e.firstOutcome = reply ? String(reply.status) : 'no answer';
      const id = (reply?.body as { data?: { diasporaId?: string } } | undefined)?.data?.diasporaId;
      if (reply?.status === 201 && id) {
        if (e.acknowledgedId && e.acknowledgedId !== id)
          this.problems.push(`${e.key} acknowledged as ${e.acknowledgedId}, then as ${id}`);
        e.acknowledgedId = id;
        current = undefined;
      } else if (reply && reply.status !== 503) {
        this.problems.push(`${this.phase}: enrolment ${e.key} refused with ${reply.status}`);
        current = undefined;
      } else {
        // Unavailable, or no answer: the visitor sends the same enrolment again with its key.
        await pause();
      }
    }
  }

  private async readLoop(): Promise<void> {
    while (this.running) {
      const reply = await this.record(
        'staff read',
        `${this.base}/api/v1/diasporas?perPage=5&page=1`,
        this.json('GET', this.staffHeaders),
      );
      if (reply && reply.status !== 200 && reply.status !== 503)
        this.problems.push(`${this.phase}: staff read refused with ${reply.status}`);
      if (reply?.status !== 200) await pause();
    }
  }

  private async probeLoop(): Promise<void> {
    while (this.running) {
      await this.record('readiness', `${this.base}/readyz`);
      await pause();
    }
  }
}

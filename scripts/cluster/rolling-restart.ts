import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import { adminHeaders } from '../reliability/api';
import { enrolmentBodies } from '../reliability/enrolments';
import type { ServerProcess } from '../reliability/server-process';
import { tally } from '../reliability/tally';
import { finalUpstream, readAccessLog } from './access-log';
import type { Balancer } from './balancer';
import { type Reply, send } from './http';
import type { Report } from './report';

export interface Instance {
  name: string;
  port: number;
  process: ServerProcess;
  /** Starts the instance again on its port with its environment; resolves once it answers. */
  start(): Promise<ServerProcess>;
}

const WORKERS = 6;
/** Load before the first step and after the last, so both ends run under the same traffic. */
const SETTLE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A rolling restart as an operator makes it (README "Running on several machines"), under a
 * steady load of staff reads and public enrolments that never retries: for each instance in turn,
 * take it out of nginx (mark it down, reload), stop it with SIGTERM, start it, wait until it is
 * ready, put it back. Every request of the load must succeed, at the client and in nginx's log.
 */
export async function rollingRestart(
  balancer: Balancer,
  instances: Instance[],
  report: Report,
): Promise<void> {
  const staff = await adminHeaders(balancer.base);
  const seed = (Date.now() + 7) % 1_000_000;
  // Id numbers above the other scenario's (30–31 million) and inside the generator's space.
  const nextBody = enrolmentBodies(seed, 32_000_000 + (seed % 1_000) * 1_000);
  const failures: string[] = [];
  const done: string[] = [];
  let stopping = false;
  let n = 0;
  const expectStatus = async (what: string, status: number, request: () => Promise<Reply>) => {
    try {
      const reply = await request();
      if (reply.status === status) done.push(what);
      else failures.push(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      return reply;
    } catch (error) {
      failures.push(`${what}: no answer (${(error as Error).message})`);
      return undefined;
    }
  };
  const enrol = async () => {
    const session = await expectStatus('enrolment session', 201, () =>
      send(balancer.base, 'POST', '/api/v1/enrolment-sessions', {
        json: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
      }),
    );
    const token = (session?.body as { data?: { token?: string } } | undefined)?.data?.token;
    if (!token) return;
    n += 1;
    await expectStatus('enrolment', 201, () =>
      send(balancer.base, 'POST', '/api/v1/diasporas', {
        headers: { 'x-enrolment-token': token, 'idempotency-key': `rolling-${seed}-${n}` },
        json: nextBody(),
      }),
    );
  };
  const read = async () => {
    const list = await expectStatus('staff list', 200, () =>
      send(balancer.base, 'GET', '/api/v1/diasporas?perPage=10', { headers: staff }),
    );
    const first = (list?.body as { data?: { diasporaId: string }[] } | undefined)?.data?.[0];
    if (first)
      await expectStatus('staff details', 200, () =>
        send(balancer.base, 'GET', `/api/v1/diasporas/${first.diasporaId}`, { headers: staff }),
      );
  };
  const worker = async (index: number) => {
    for (let turn = index; !stopping; turn += 1) await (turn % 3 === 0 ? enrol() : read());
  };

  const started = Date.now();
  const load = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
  const steps: string[] = [];
  const backAt = new Map<string, number>();
  try {
    await sleep(SETTLE_MS);
    for (const instance of instances) {
      const stepStarted = Date.now();
      await balancer.setDown(instance.port, true);
      const exitCode = await instance.process.kill('SIGTERM');
      report.expect(exitCode === 0, `${instance.name} exited ${exitCode} on SIGTERM, not 0`);
      instance.process = await instance.start();
      const ready = await fetch(`${instance.process.base}/readyz`);
      report.expect(ready.status === 200, `${instance.name} restarted but /readyz answered ${ready.status}`);
      await balancer.setDown(instance.port, false);
      backAt.set(instance.name, Date.now());
      steps.push(
        `${instance.name}: out, SIGTERM (exit ${exitCode}), started, ready, back in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`,
      );
    }
    await sleep(SETTLE_MS);
  } finally {
    stopping = true;
    await load;
  }

  const lines = readAccessLog(balancer.accessLog).filter((line) => line.at >= started);
  const failedAtNginx = lines.filter((line) => line.status >= 500);
  const servedAfterReturn = instances.map(
    (instance) =>
      lines.filter(
        (line) =>
          finalUpstream(line) === `127.0.0.1:${instance.port}` &&
          line.at > (backAt.get(instance.name) ?? Infinity),
      ).length,
  );
  report.figure(
    `rolling restart in ${((Date.now() - started) / 1000).toFixed(1)} s under ${WORKERS} clients without retries: ${steps.join('; ')}`,
  );
  report.figure(
    `load during it: ${done.length + failures.length} requests (${tally(done)}), ${failures.length} failed at the client; ` +
      `nginx logged ${lines.length}, ${failedAtNginx.length} with a 5xx; after coming back ` +
      instances.map((instance, i) => `${instance.name} served ${servedAfterReturn[i]}`).join(', '),
  );
  report.expect(
    failures.length === 0,
    `requests failed during the rolling restart: ${failures.slice(0, 3).join('; ')}`,
  );
  report.expect(failedAtNginx.length === 0, `nginx answered ${failedAtNginx.length} requests with a 5xx`);
  report.expect(
    servedAfterReturn.every((count) => count > 0),
    'an instance took no requests after it came back',
  );
  report.expect(
    done.filter((what) => what === 'enrolment').length > 0,
    'no enrolment was made during the rolling restart',
  );
}

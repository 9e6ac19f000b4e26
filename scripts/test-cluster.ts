import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { freePort } from '../bench/postgres';
import { migrations } from '../server/db/migrations';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../src/domain/captcha';
import { startObjectStore, storedKeys } from '../tests/api/object-store';
import { startSmtpSink } from '../tests/api/smtp-sink';
import { startBalancer } from './cluster/balancer';
import { enrolmentsThroughKill } from './cluster/enrolments-through-kill';
import { lettersDelivered } from './cluster/letters-delivered';
import type { Report } from './cluster/report';
import { type Instance, rollingRestart } from './cluster/rolling-restart';
import { ADMIN, adminHeaders, call, serverEnv } from './reliability/api';
import { postgresTarget, stopCluster } from './reliability/databases';
import { rateLimitsRaised } from './reliability/rate-limits';
import { startServer } from './reliability/server-process';

/**
 * `npm run test:cluster`: two server processes on one PostgreSQL database and one S3-compatible
 * object store, behind nginx, prove that either instance serves what the other started: a
 * sign-in and its sign-out, the sign-in throttle, a document, a start on an empty database,
 * 300 enrolments through the SIGKILL of one instance, a rolling restart under load, and the
 * emails of those enrolments, sent by both instances, each reaching the SMTP server.
 * It prints what it measured and exits non-zero on any broken promise.
 */

const WATCHDOG_MS = 10 * 60_000;
const SIGN_IN_FREE_FAILURES = 5;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const problems: string[] = [];
const figures: string[] = [];
const expectThat = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};
const report: Report = { figure: (text) => figures.push(text), expect: expectThat };

async function main(): Promise<void> {
  const database = await postgresTarget('cluster');
  if ('skipped' in database) {
    console.log(`Skipping the cluster test: ${database.skipped}`);
    return;
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  // Its credentials are set in this process's environment, which the instances inherit.
  const store = await startObjectStore();
  // One SMTP server for both instances: each enrolment's email must reach it once.
  const sink = await startSmtpSink();
  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  const instanceEnv = (name: string) =>
    serverEnv(
      {
        ...database.env,
        ...store.env,
        // Every visitor of the load comes from loopback: the per-address public limits would refuse them.
        ...rateLimitsRaised(),
        TRUST_PROXY: 'true',
        METRICS_ALLOW: '127.0.0.1',
        SIGN_IN_FREE_FAILURES_PER_PAIR: String(SIGN_IN_FREE_FAILURES),
        SIGN_IN_BASE_DELAY_SECONDS: '60',
        SMTP_URL: sink.url,
        MAIL_POLL_SECONDS: '1',
      },
      path.join(workDir, `files-${name}`),
    );

  // Both instances started at the same moment on an empty database.
  const started = Date.now();
  const instance = async (name: string, port: number): Promise<Instance> => {
    const start = () => startServer(instanceEnv(name), port, path.join(workDir, `${name}.log`));
    return { name: name.toUpperCase(), port, start, process: await start() };
  };
  const instances = await Promise.all([instance('a', portA), instance('b', portB)]);
  const [a, b] = instances.map((i) => i.process);
  if (!a || !b) throw new Error('two instances were not started');
  const db = await database.open();
  try {
    const applied = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db);
    const admins = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM users WHERE role_name = 'admin'`.execute(db);
    figures.push(
      `simultaneous start on an empty database: both ready in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${applied.rows[0]?.n} migrations applied once (of ${Object.keys(migrations).length}), ${admins.rows[0]?.n} admin`,
    );
    expectThat(
      applied.rows[0]?.n === Object.keys(migrations).length,
      'the migrations were not applied exactly once',
    );
    expectThat(admins.rows[0]?.n === 1, 'the reference staff were not created exactly once');
  } finally {
    await db.destroy();
  }
  for (const instance of [a, b]) {
    const ready = await fetch(`${instance.base}/readyz`);
    expectThat(ready.status === 200, `${instance.base}/readyz answered ${ready.status}`);
  }

  const balancer = await startBalancer(workDir, portLb, [portA, portB]);
  try {
    // Round robin: requests through the balancer reach both instances.
    for (let i = 0; i < 20; i += 1) await fetch(`${balancer.base}/api/v1/healthz`);
    const served = await Promise.all(
      [a, b].map(async (instance) => {
        const metrics = await (await fetch(`${instance.base}/metrics`)).text();
        const line = metrics.match(
          /http_requests_total\{method="GET",route="\/api\/v1\/healthz",status="200"\} (\d+)/,
        );
        return Number(line?.[1] ?? 0);
      }),
    );
    figures.push(`20 requests through nginx: ${served[0]} served by A, ${served[1]} by B`);
    expectThat(
      served.every((count) => count >= 5),
      'the balancer did not spread requests over both instances',
    );

    // A sign-in through A works on B, and its sign-out on A is refused by B at once.
    const signIn = await call(a.base, 'POST', '/auth/sign-in', { body: ADMIN });
    const token = (signIn.body as { data: { token: string } }).data.token;
    const bearer = { authorization: `Bearer ${token}` };
    const onB = await call(b.base, 'GET', '/auth/me', { headers: bearer });
    await call(a.base, 'POST', '/auth/sign-out', { headers: bearer });
    const afterSignOut = await call(b.base, 'GET', '/auth/me', { headers: bearer });
    figures.push(`token from A on B: ${onB.status}; after sign-out on A, B answers ${afterSignOut.status}`);
    expectThat(onB.status === 200, 'a token from A was refused by B');
    expectThat(afterSignOut.status === 401, 'B still took a token signed out on A');

    // A brute force alternating between A and B is held back after as many tries as on one instance.
    const triesUntilThrottled = async (targets: string[], address: string) => {
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await call(targets[attempt % targets.length] ?? '', 'POST', '/auth/sign-in', {
          headers: { 'x-forwarded-for': address },
          body: { email: ADMIN.email, password: `wrong-password-${attempt}` },
        });
        if (answer.status === 429) return attempt;
      }
      return Number.POSITIVE_INFINITY;
    };
    const single = await triesUntilThrottled([a.base], '203.0.113.50');
    const alternating = await triesUntilThrottled([a.base, b.base], '203.0.113.51');
    figures.push(
      `sign-in brute force refused at try ${single} on one instance, at try ${alternating} alternating A and B`,
    );
    expectThat(single === SIGN_IN_FREE_FAILURES + 1, `one instance throttled at try ${single}`);
    expectThat(alternating === single, 'alternating instances changed when the throttle held back');

    // A document uploaded through A is served through B, from the object store, on neither disk.
    const staff = await adminHeaders(a.base);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
    const uploaded = await fetch(`${a.base}/api/v1/files`, { method: 'POST', headers: staff, body: form });
    const file = ((await uploaded.json()) as { data: { fileId: string; url: string } }).data;
    const download = await fetch(`${b.base}${file.url}`, { headers: staff });
    const bytes = Buffer.from(await download.arrayBuffer());
    const inBucket = (await storedKeys('', store.directory)).includes(
      `${file.fileId.slice(0, 2)}/${file.fileId}`,
    );
    const onDisk = ['a', 'b'].filter((name) =>
      fs.existsSync(path.join(workDir, `files-${name}`, file.fileId.slice(0, 2))),
    );
    figures.push(
      `document uploaded on A (${uploaded.status}), read on B (${download.status}, ${bytes.length} bytes): ` +
        `in the object store ${inBucket ? 'yes' : 'no'}, on an instance's disk: ${onDisk.length === 0 ? 'none' : onDisk.join(', ')}`,
    );
    expectThat(
      uploaded.status === 201 && download.status === 200 && bytes.equals(PNG),
      'the document did not travel from A to B',
    );
    expectThat(inBucket, 'the document is not in the object store');
    expectThat(onDisk.length === 0, 'the document was written to an instance disk');

    // Public enrolment sessions through the balancer count against one limit per address.
    const sessions = await call(balancer.base, 'POST', '/enrolment-sessions', {
      body: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
    });
    expectThat(sessions.status === 201, `an enrolment session through nginx answered ${sessions.status}`);

    // 300 public enrolments with documents while A is killed part-way; then A starts again.
    await enrolmentsThroughKill(
      {
        balancer,
        a,
        aPort: portA,
        bPort: portB,
        database,
        document: { content: PNG, type: 'image/png', name: 'passport.png' },
      },
      report,
    );
    const [first] = instances;
    if (first) first.process = await first.start();

    await rollingRestart(balancer, instances, report);

    const letters = await database.open();
    try {
      await lettersDelivered(letters, sink, report);
    } finally {
      await letters.destroy();
    }
  } finally {
    await balancer.stop();
    await Promise.all(instances.map((i) => i.process.kill('SIGTERM')));
    await store.close();
    await sink.close();
    await database.dispose();
    stopCluster();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error(`The cluster test did not finish within ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

main()
  .then(() => {
    for (const figure of figures) console.log(`  ${figure}`);
    if (problems.length > 0) {
      console.error(`Cluster test failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      process.exit(1);
    }
    console.log(`Cluster test: ${figures.length} checks passed`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

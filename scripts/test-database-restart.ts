import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startCluster, type ThrowawayCluster } from '../bench/postgres';
import { openDatabase } from '../server/db/connect';
import { adminHeaders, call, inBatches, serverEnv } from './reliability/api';
import { checkRows, checkStored, storedDiasporas } from './reliability/crash-checks';
import type { DatabaseTarget } from './reliability/databases';
import { enrolmentBodies } from './reliability/enrolments';
import { ANSWER_BOUND_MS, type Kind, OutageLoad } from './reliability/outage-load';
import { rateLimitsRaised } from './reliability/rate-limits';
import { type ServerProcess, startServer } from './reliability/server-process';
import { tally } from './reliability/tally';

/**
 * `npm run test:db-restart`: the server rides through its database restarting (DESIGN decision
 * 11). On a PostgreSQL cluster of its own (never TEST_DATABASE_URL, which other suites share), it
 * starts the real server, keeps public enrolments, staff reads and a readiness probe flowing, and
 * stops PostgreSQL twice under that load: once `pg_ctl stop -m fast`, once `-m immediate`. Each
 * time it checks that the server process stays up, that requests answer 503 with Retry-After in
 * the SPEC §8 shape (never 500, never slower than the bound), that /readyz reports not ready, and
 * that once PostgreSQL is started again the same process serves by itself (readiness 200,
 * enrolments 201). Then every enrolment acknowledged with 201 must be stored whole, and retrying
 * every enrolment with its key and enrolment token must leave each stored exactly once.
 */

/** A run takes well under two minutes (most of it starting the server); this only catches a hang. */
const WATCHDOG_MS = 3 * 60_000;
/** Workers: enrolling visitors and staff reading lists, each sending again as soon as answered. */
const LOAD = { enrolling: 6, reading: 2 };
const ACKNOWLEDGED_BEFORE_STOP = 20;
const ACKNOWLEDGED_AFTER_START = 5;
/** How long the server waits for a connection, and readiness for its checks, in this run. */
const SERVER_BOUNDS = { DATABASE_CONNECT_TIMEOUT_MS: '2000', READINESS_TIMEOUT_MS: '1000' };
/** Starting PostgreSQL (crash recovery after `immediate`) and being served again take at most this. */
const RECOVERY_LIMIT_MS = 45_000;

const facts: string[] = [];
const problems: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Resolves once `seen()` holds after an answer; fails at the limit, or when the server exits. */
function until(
  load: OutageLoad,
  server: ServerProcess,
  what: string,
  limitMs: number,
  seen: () => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      load.off('answer', check);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (seen()) finish();
    };
    const timer = setTimeout(
      () => finish(new Error(`${what}: not seen within ${seconds(limitMs)}`)),
      limitMs,
    );
    void server.exited.then((code) =>
      finish(new Error(`the server process exited (code ${code}) while waiting for ${what}`)),
    );
    load.on('answer', check);
    check();
  });
}

/** One stop of PostgreSQL under load, and its start again. */
async function outage(
  cluster: ThrowawayCluster,
  load: OutageLoad,
  server: ServerProcess,
  mode: 'fast' | 'immediate',
): Promise<void> {
  load.phase = `outage (${mode})`;
  const stopping = Date.now();
  await cluster.stopPostgres(mode);
  const stopped = Date.now();
  facts.push(`pg_ctl stop -m ${mode} took ${seconds(stopped - stopping)}`);
  const after = (kind: Kind, status: number) =>
    load.answers(kind, stopped).filter((o) => o.status === status);
  // Every request sent once PostgreSQL was down has an answer: nothing waits for it to return.
  await until(
    load,
    server,
    `503s and readiness failing with PostgreSQL stopped (${mode})`,
    ANSWER_BOUND_MS,
    () => (['enrolment', 'staff read', 'readiness'] as const).every((kind) => after(kind, 503).length > 0),
  );
  const firstNotReady = after('readiness', 503)[0];
  if (firstNotReady)
    facts.push(`/readyz answered 503 ${seconds(firstNotReady.answeredAt - stopped)} after the stop`);
  const during = load.answers('enrolment', stopped).concat(load.answers('staff read', stopped));
  facts.push(`while stopped: ${tally(during.map((o) => `${o.kind} ${o.status || 'no answer'}`))}`);
  if (during.some((o) => o.status !== 503))
    problems.push(`${mode}: requests not answered 503 while PostgreSQL was stopped`);

  load.phase = `after the ${mode} stop`;
  const starting = Date.now();
  await cluster.startPostgres();
  const started = Date.now();
  facts.push(`pg_ctl start took ${seconds(started - starting)}`);
  await until(load, server, `serving again after the ${mode} stop`, RECOVERY_LIMIT_MS, () => {
    const ready = load.answers('readiness', started).some((o) => o.status === 200);
    const enrolled = load.answers('enrolment', started).filter((o) => o.status === 201).length;
    const read = load.answers('staff read', started).some((o) => o.status === 200);
    return ready && read && enrolled >= ACKNOWLEDGED_AFTER_START;
  });
  const ready = load.answers('readiness', started).find((o) => o.status === 200);
  facts.push(
    `served again by itself: /readyz 200 ${seconds((ready?.answeredAt ?? started) - started)} after the start, ${ACKNOWLEDGED_AFTER_START} enrolments acknowledged`,
  );
}

/** Every enrolment sent again with its key and token: each must answer the record it made, made once. */
async function retryAll(
  base: string,
  load: OutageLoad,
  headers: Record<string, string>,
  target: DatabaseTarget,
) {
  const bySent = new Map(load.enrolments.map((e) => [e.idNumber, e]));
  const stored = checkStored(await storedDiasporas(base, headers), bySent, problems, 'after the outages');
  for (const e of load.enrolments) {
    const record = stored.get(e.idNumber)?.[0];
    if (e.acknowledgedId && record?.diasporaId !== e.acknowledgedId)
      problems.push(`acknowledged enrolment ${e.acknowledgedId} (${e.key}) is not stored`);
  }
  const retries = await inBatches(load.enrolments, 10, async (e) => {
    const answer = await call(base, 'POST', '/diasporas', {
      headers: { 'x-enrolment-token': e.token, 'idempotency-key': e.key },
      body: e.body,
    });
    const id = (answer.body as { data?: { diasporaId?: string } }).data?.diasporaId;
    const before = stored.get(e.idNumber)?.[0]?.diasporaId;
    if (answer.status !== 201 || !id) {
      problems.push(`retry of ${e.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return String(answer.status);
    }
    if (before && id !== before) problems.push(`retry of ${e.key} answered ${id}, but ${before} is stored`);
    return before ? '201 with the stored record' : '201 created now';
  });
  facts.push(`retried all ${load.enrolments.length} with their keys: ${tally(retries)}`);
  const afterRetry = checkStored(await storedDiasporas(base, headers), bySent, problems, 'after the retries');
  if (afterRetry.size !== load.enrolments.length)
    problems.push(`${afterRetry.size} stored after the retries, ${load.enrolments.length} sent`);
  await checkRows(target, load.enrolments, problems);
}

/** The operators' view: the alert line in the log and the count in the metrics. */
async function operatorsSaw(base: string, logFile: string) {
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const counted = [...metrics.matchAll(/^portal_database_unavailable_total\{[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  facts.push(`metrics: portal_database_unavailable_total ${counted}`);
  if (counted === 0) problems.push('the metrics counted no database-unavailable answer');
  const alerts = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('database unavailable: requests answered 503'));
  facts.push(`log: ${alerts.length} database-unavailable lines`);
  if (alerts.length === 0) problems.push('the log has no line an operator could alert on');
}

/** Nothing personal in the server's log: no sent email address or id number appears in it. */
function logKeepsNothingPersonal(logFile: string, load: OutageLoad) {
  const log = fs.readFileSync(logFile, 'utf8');
  const leaked = load.enrolments.filter((e) => log.includes(e.body.email) || log.includes(e.body.idNumber));
  if (leaked.length > 0) problems.push(`the server log names ${leaked.length} of the people enrolled`);
}

async function main() {
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-restart-'));
  const cluster = await startCluster();
  process.on('exit', () => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE portal_restart');
  await admin.end();
  const url = cluster.url('portal_restart');
  const target: DatabaseTarget = {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url },
    open: async () => (await openDatabase({ url })).db,
    dispose: async () => undefined,
  };
  const logFile = path.join(workDir, 'server.log');
  const env = serverEnv(
    { ...target.env, ...rateLimitsRaised(), ...SERVER_BOUNDS, METRICS_ALLOW: '127.0.0.1' },
    path.join(workDir, 'files'),
  );
  const server = await startServer(env, await freePort(), logFile);
  const exit: { code?: number | null } = {};
  void server.exited.then((code) => {
    exit.code = code;
  });
  facts.push(`PostgreSQL ${cluster.version} of its own; server up in ${seconds(Date.now() - started)}`);
  const headers = await adminHeaders(server.base);
  const seed = Date.now() % 1_000_000;
  const load = new OutageLoad(server.base, headers, enrolmentBodies(seed, 30_000_000), String(seed));
  load.start(LOAD);
  try {
    await until(
      load,
      server,
      'enrolments acknowledged before the stop',
      RECOVERY_LIMIT_MS,
      () => load.enrolments.filter((e) => e.acknowledgedId).length >= ACKNOWLEDGED_BEFORE_STOP,
    );
    await outage(cluster, load, server, 'fast');
    await outage(cluster, load, server, 'immediate');
  } catch (error) {
    problems.push((error as Error).message);
  } finally {
    await load.stop();
  }
  problems.push(...load.problems);
  const acknowledged = load.enrolments.filter((e) => e.acknowledgedId).length;
  facts.push(
    `${load.observed.length} answers in all; ${load.enrolments.length} enrolments sent, ${acknowledged} acknowledged with 201 under load`,
  );
  if (exit.code !== undefined) {
    problems.push(`the server process exited (code ${exit.code}): it did not survive the database restart`);
  } else {
    facts.push(`the same server process (pid ${server.pid}) served throughout`);
    await operatorsSaw(server.base, logFile);
    logKeepsNothingPersonal(logFile, load);
    await retryAll(server.base, load, headers, target);
    const code = await server.kill('SIGTERM');
    if (code !== 0) problems.push(`the server exited ${code} on SIGTERM`);
  }
  cluster.stop();

  const failed = problems.length > 0;
  console.log(`\nDatabase restart: ${failed ? 'FAIL' : 'PASS'}`);
  for (const fact of facts) console.log(`  ${fact}`);
  for (const problem of problems.slice(0, 20)) console.log(`  ✗ ${problem}`);
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} more problems`);
  console.log(`\nDatabase restart check ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}`);
  if (failed) console.log(`Server log kept in ${logFile}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

setTimeout(() => {
  console.error(`The database restart check did not finish within ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(1);
}, WATCHDOG_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/postgres';
import { normaliseIdNumber } from '../src/domain/identity';
import { adminHeaders, call, enrolmentToken, inBatches, serverEnv } from './reliability/api';
import { checkRows, checkStored, type Enrolment, storedDiasporas } from './reliability/crash-checks';
import { type DatabaseTarget, pgliteTarget, postgresTarget, stopCluster } from './reliability/databases';
import { enrolmentBodies } from './reliability/enrolments';
import { rateLimitsRaised } from './reliability/rate-limits';
import { type ServerProcess, startServer } from './reliability/server-process';
import { tally } from './reliability/tally';

/**
 * `npm run test:crash`: on PGlite and on PostgreSQL, sends 500 concurrent public enrolments,
 * kills the server with SIGKILL once 150 have been acknowledged, restarts it on the same data and
 * checks that nothing acknowledged was lost, nothing is half-written, and that retrying every
 * enrolment with its Idempotency-Key and enrolment token leaves each exactly once.
 */

const TOTAL = 500;
const KILL_AFTER = 150;
/** Everything, both databases included, must finish well inside CI's budget. */
const WATCHDOG_MS = 4 * 60_000;

interface Report {
  target: string;
  facts: string[];
  problems: string[];
}

async function prepare(base: string, tag: string, seed: number): Promise<Enrolment[]> {
  const nextBody = enrolmentBodies(seed, 20_000_000 + (seed % 1_000) * 1_000);
  const tokens = await inBatches(
    Array.from({ length: TOTAL }, (_, i) => i),
    20,
    () => enrolmentToken(base),
  );
  return tokens.map((token, i) => {
    const body = nextBody();
    return {
      key: `crash-${tag}-${seed}-${i}`,
      token,
      body,
      idNumber: normaliseIdNumber(body.idNumber),
      firstOutcome: 'not sent',
    };
  });
}

const enrol = (base: string, e: Enrolment) =>
  call(base, 'POST', '/diasporas', {
    headers: { 'x-enrolment-token': e.token, 'idempotency-key': e.key },
    body: e.body,
  });

const createdId = (body: unknown) => (body as { data?: { diasporaId?: string } }).data?.diasporaId;

/** Sends every enrolment at once and kills the server when the KILL_AFTER-th 201 arrives. */
async function burstAndKill(server: ServerProcess, enrolments: Enrolment[]) {
  let acknowledged = 0;
  let settled = 0;
  let inFlightAtKill = 0;
  await Promise.all(
    enrolments.map(async (e) => {
      try {
        const answer = await enrol(server.base, e);
        e.firstOutcome = String(answer.status);
        const id = createdId(answer.body);
        if (answer.status === 201 && id) {
          e.acknowledgedId = id;
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) {
            server.killNow();
            inFlightAtKill = TOTAL - settled - 1;
          }
        }
      } catch {
        e.firstOutcome = 'no answer';
      } finally {
        settled += 1;
      }
    }),
  );
  await server.kill('SIGKILL');
  return { acknowledged, inFlightAtKill };
}

async function crashOn(target: DatabaseTarget, workDir: string): Promise<Report> {
  const problems: string[] = [];
  const facts: string[] = [];
  const started = performance.now();
  const logFile = path.join(workDir, `server-${target.name}.log`);
  const env = serverEnv({ ...target.env, ...rateLimitsRaised() }, path.join(workDir, `files-${target.name}`));
  const first = await startServer(env, await freePort(), logFile);
  facts.push(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const enrolments = await prepare(first.base, target.name.toLowerCase(), Date.now() % 1_000_000);
  facts.push(
    `${TOTAL} enrolment sessions opened through the captcha by ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const bySent = new Map(enrolments.map((e) => [e.idNumber, e]));

  const { acknowledged, inFlightAtKill } = await burstAndKill(first, enrolments);
  facts.push(`sent ${TOTAL} at once: ${tally(enrolments.map((e) => e.firstOutcome))}`);
  if (acknowledged < KILL_AFTER) {
    problems.push(
      `only ${acknowledged} enrolments were acknowledged; the server was killed after all answered`,
    );
  } else {
    facts.push(`SIGKILL on the ${KILL_AFTER}th 201, with ${inFlightAtKill} requests in flight`);
    if (inFlightAtKill === 0) problems.push('no request was in flight at the kill: the crash tested nothing');
  }
  const refused = enrolments.filter((e) => /^\d+$/.test(e.firstOutcome) && e.firstOutcome !== '201');
  if (refused.length > 0) {
    problems.push(`valid enrolments refused before the crash: ${tally(refused.map((e) => e.firstOutcome))}`);
  }

  const restartStarted = performance.now();
  const second = await startServer(env, await freePort(), logFile);
  facts.push(`restarted on the same data in ${((performance.now() - restartStarted) / 1000).toFixed(1)} s`);
  try {
    const headers = await adminHeaders(second.base);

    // After the crash: what is stored is complete and exactly as sent; every 201 is there.
    const afterCrash = checkStored(
      await storedDiasporas(second.base, headers),
      bySent,
      problems,
      'after the crash',
    );
    let unanswered = 0;
    for (const e of enrolments) {
      const stored = afterCrash.get(e.idNumber)?.[0];
      if (e.acknowledgedId && stored?.diasporaId !== e.acknowledgedId) {
        problems.push(`acknowledged enrolment ${e.acknowledgedId} (${e.key}) is missing after the crash`);
      }
      if (!e.acknowledgedId && stored) unanswered += 1;
    }
    facts.push(
      `after the restart ${afterCrash.size} stored, every one complete; ${unanswered} of them committed without an answer`,
    );

    // Retry every enrolment with its key and token: each answer is the one record, made once.
    const retries = await inBatches(enrolments, 25, async (e) => {
      const answer = await enrol(second.base, e);
      const id = createdId(answer.body);
      const before = afterCrash.get(e.idNumber)?.[0]?.diasporaId;
      if (answer.status !== 201 || !id) {
        problems.push(`retry of ${e.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return `${answer.status}`;
      }
      if (before && id !== before)
        problems.push(`retry of ${e.key} answered ${id}, but ${before} was stored`);
      return before ? '201 with the stored record' : '201 created';
    });
    facts.push(`retried all ${TOTAL}: ${tally(retries)}`);

    const afterRetry = checkStored(
      await storedDiasporas(second.base, headers),
      bySent,
      problems,
      'after the retries',
    );
    const missing = enrolments.filter((e) => !afterRetry.has(e.idNumber));
    if (missing.length > 0) problems.push(`${missing.length} enrolments missing after the retries`);
    facts.push(`after the retries ${afterRetry.size} distinct id numbers stored`);
  } finally {
    await second.kill('SIGTERM');
  }
  await checkRows(target, enrolments, problems);
  facts.push(`checked every row with SQL; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
  return { target: target.name, facts, problems };
}

async function main() {
  const started = performance.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  const reports: Report[] = [];
  const skipped: string[] = [];

  const lite = pgliteTarget(workDir);
  reports.push(await crashOn(lite, workDir));
  await lite.dispose();

  const postgres = await postgresTarget('crash');
  if ('skipped' in postgres) {
    skipped.push(`PostgreSQL skipped: ${postgres.skipped}`);
  } else {
    try {
      reports.push(await crashOn(postgres, workDir));
    } finally {
      await postgres.dispose();
      stopCluster();
    }
  }

  let failed = false;
  for (const report of reports) {
    const ok = report.problems.length === 0;
    failed ||= !ok;
    console.log(`\n${report.target}: ${ok ? 'PASS' : 'FAIL'}`);
    for (const fact of report.facts) console.log(`  ${fact}`);
    for (const problem of report.problems.slice(0, 15)) console.log(`  ✗ ${problem}`);
    if (report.problems.length > 15) console.log(`  … and ${report.problems.length - 15} more problems`);
  }
  for (const line of skipped) console.log(`\n${line}`);
  console.log(
    `\nCrash recovery ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failed) console.log(`Server logs kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

setTimeout(() => {
  console.error(`Crash recovery did not finish within ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(1);
}, WATCHDOG_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type HttpScenario, httpLoad, type LoadFigures } from '../bench/load';
import { freePort } from '../bench/postgres';
import { adminHeaders, call, serverEnv } from './reliability/api';
import { type DatabaseTarget, pgliteTarget, postgresTarget } from './reliability/databases';
import { enrolmentBodies } from './reliability/enrolments';
import { HEAP_PROBE_FLAGS, heapVerdict, liveHeapOf } from './reliability/live-heap';
import { sampleRss } from './reliability/memory';
import { publicEnrolmentLoad } from './reliability/public-enrolment-load';
import { rateLimitsRaised } from './reliability/rate-limits';
import { runScript, startServer } from './reliability/server-process';

/**
 * `npm run test:soak [-- --duration <seconds>]` (60 by default): the real server on PGlite (or
 * on a fresh database at TEST_DATABASE_URL), seeded with 500 demo records of each kind, under
 * 100 loopback connections of mixed reads and enrolments: a warm-up of a quarter of the duration
 * (at least 10 s), then the duration itself. Fails on any error or non-2xx answer, or when the
 * live heap the server keeps after a full collection grew between the end of the warm-up and
 * the end of the soak (both read while idle). RSS is printed, not judged: V8 and the allocator
 * keep freed memory for a while, so its saw-tooth says little about a leak in a minute.
 */

const { values: flags } = parseArgs({ options: { duration: { type: 'string', default: '60' } } });
const seconds = Number(flags.duration);
if (!Number.isInteger(seconds) || seconds < 10) {
  console.error('--duration takes whole seconds, at least 10');
  process.exit(2);
}
const warmUpSeconds = Math.max(10, Math.round(seconds / 4));
const SEED_COUNT = 500;
const STATUSES = ['in-progress', 'covered', 'uncovered'];

interface Samples {
  diasporaIds: string[];
  customerIds: string[];
  groupIds: string[];
  terms: string[];
}

async function sample(base: string, headers: Record<string, string>): Promise<Samples> {
  const get = async <T>(route: string) => {
    const answer = await call(base, 'GET', route, { headers });
    if (answer.status !== 200) throw new Error(`GET ${route}: ${answer.status}`);
    return answer.body as T;
  };
  const diasporas = await get<{ data: { diasporaId: string; lastName: string; mobile: string }[] }>(
    '/diasporas?perPage=100',
  );
  const customers = await get<{ customers: { customerId: string; lastName: string }[] }>(
    '/customers?perPage=100',
  );
  const groups = await get<{ groups: { groupId: string }[] }>('/groups?perPage=100');
  const first = diasporas.data[0];
  if (!first || customers.customers.length === 0 || groups.groups.length === 0) {
    throw new Error('The demo seeding left a list empty');
  }
  return {
    diasporaIds: diasporas.data.map((d) => d.diasporaId),
    customerIds: customers.customers.map((c) => c.customerId),
    groupIds: groups.groups.map((g) => g.groupId),
    terms: [first.lastName, first.mobile.slice(-6), customers.customers[0]?.lastName ?? first.lastName],
  };
}

/** A path made afresh per request, cycling through the given ones. */
const cycling = (paths: string[]) => {
  let i = 0;
  return () => paths[i++ % paths.length] ?? '/';
};

interface Kind {
  name: string;
  connections: number;
  /** One phase of load; `phase` keeps each phase's idempotency keys apart. */
  run: (
    connections: number,
    seconds: number,
    phase: string,
  ) => Promise<LoadFigures & { statusCodes?: Record<string, number> }>;
}

function kinds(base: string, headers: Record<string, string>, s: Samples, runTag: number): Kind[] {
  const read = (paths: string[]): Kind['run'] => {
    const scenario: HttpScenario = { headers, path: cycling(paths) };
    return (connections, seconds) => httpLoad(base, scenario, { connections, seconds });
  };
  const lists = STATUSES.flatMap((status) => [
    `/api/v1/diasporas?status=${status}&page=1&perPage=10`,
    `/api/v1/customers?status=${status}&currentPage=1&perPage=10`,
    `/api/v1/groups?status=${status}&currentPage=1&perPage=10`,
    `/api/v1/diasporas?status=${status}&page=3&perPage=10`,
  ]);
  const searches = s.terms.flatMap((term) => {
    const q = encodeURIComponent(term);
    return [`/api/v1/diasporas?search=${q}`, `/api/v1/customers?search=${q}`, `/api/v1/groups?search=${q}`];
  });
  const details = [
    ...s.diasporaIds.map((id) => `/api/v1/diasporas/${id}`),
    ...s.customerIds.map((id) => `/api/v1/customers/${id}`),
    ...s.groupIds.map((id) => `/api/v1/groups/${id}`),
  ];
  const policies = ['/api/v1/policies', '/api/v1/policies?kind=diaspora', '/api/v1/policies?keyword=group'];
  const staffBodies = enrolmentBodies(runTag, 25_000_000 + (runTag % 100) * 40_000);
  const publicBodies = enrolmentBodies(runTag + 1, 29_000_000 + (runTag % 100) * 40_000);
  let staffN = 0;
  return [
    { name: 'lists per status', connections: 25, run: read(lists) },
    { name: 'search', connections: 15, run: read(searches) },
    { name: 'details', connections: 20, run: read(details) },
    { name: 'policies', connections: 10, run: read(policies) },
    {
      name: 'enrolment (staff POST)',
      connections: 20,
      run: (connections, seconds) =>
        httpLoad(
          base,
          {
            method: 'POST',
            headers,
            path: '/api/v1/diasporas',
            body: () => ({
              body: JSON.stringify(staffBodies()),
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `soak-${runTag}-${++staffN}`,
              },
            }),
          },
          { connections, seconds },
        ),
    },
    {
      name: 'public enrolment (session + POST)',
      connections: 10,
      run: (connections, seconds, phase) =>
        publicEnrolmentLoad(base, publicBodies, `soak-public-${runTag}-${phase}`, {
          connections,
          seconds,
        }),
    },
  ];
}

const fixed = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

function table(results: { kind: Kind; figures: LoadFigures & { statusCodes?: Record<string, number> } }[]) {
  const header = ['kind', 'conns', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const body = results.map(({ kind, figures }) => [
    kind.name,
    String(kind.connections),
    String(figures.requests),
    String(Math.round(figures.rps)),
    fixed(figures.p50),
    fixed(figures.p99),
    String(figures.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  let target: DatabaseTarget;
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await postgresTarget('soak');
    if ('skipped' in postgres) throw new Error(postgres.skipped);
    target = postgres;
  } else {
    target = pgliteTarget(workDir);
  }
  const probeFile = path.join(workDir, 'live-heap.jsonl');
  const env = serverEnv(
    { ...target.env, ...rateLimitsRaised(), HEAP_PROBE_FILE: probeFile },
    path.join(workDir, 'files'),
  );
  const logFile = path.join(workDir, 'server.log');
  const problems: string[] = [];
  try {
    console.log(`Soak on ${target.name}: seeding ${SEED_COUNT} demo records of each kind`);
    await runScript(['server/db/seed-demo.ts', '--count', String(SEED_COUNT), '--seed', '11'], env);
    const server = await startServer(env, await freePort(), logFile, HEAP_PROBE_FLAGS);
    try {
      const headers = await adminHeaders(server.base);
      const samples = await sample(server.base, headers);
      const all = kinds(server.base, headers, samples, Date.now() % 1_000_000);
      const total = all.reduce((sum, k) => sum + k.connections, 0);
      const load = (phaseSeconds: number, phase: string) =>
        Promise.all(
          all.map(async (kind) => ({
            kind,
            figures: await kind.run(kind.connections, phaseSeconds, phase),
          })),
        );
      const countProblems = (results: Awaited<ReturnType<typeof load>>, phase: string) => {
        for (const { kind, figures } of results) {
          if (figures.requests === 0) problems.push(`${phase}, ${kind.name}: no request completed`);
          if (figures.errors > 0) {
            const codes = figures.statusCodes ? ` (status codes ${JSON.stringify(figures.statusCodes)})` : '';
            problems.push(`${phase}, ${kind.name}: ${figures.errors} errors or non-2xx answers${codes}`);
          }
        }
      };
      console.log(
        `${total} connections, ${warmUpSeconds} s of warm-up then ${seconds} s: ` +
          all.map((k) => `${k.name} ${k.connections}`).join(', '),
      );
      countProblems(await load(warmUpSeconds, 'warm-up'), 'warm-up');
      const afterWarmUp = await liveHeapOf(server.pid, probeFile);

      const everyMs = Math.min(5, Math.max(1, Math.round(seconds / 30))) * 1000;
      const memory = sampleRss(server.pid, everyMs);
      const results = await load(seconds, 'soak');
      const series = memory.stop();
      const afterSoak = await liveHeapOf(server.pid, probeFile);

      console.log(`\n${table(results)}`);
      countProblems(results, 'soak');
      const health = await call(server.base, 'GET', '/health').catch(() => ({ status: 0 }));
      if (health.status !== 200) problems.push(`the server did not answer its health check after the run`);

      const heap = heapVerdict(afterWarmUp, afterSoak);
      console.log(
        `\nServer RSS (MB) every ${everyMs / 1000} s of the soak: ${series.map((s) => s.mb.toFixed(0)).join(' ')}` +
          `\nMemory: ${heap.reason}`,
      );
      if (heap.growing) problems.push(`memory kept by the server grew during the soak: ${heap.reason}`);
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await target.dispose();
  }
  for (const problem of problems) console.log(`✗ ${problem}`);
  console.log(`\nSoak ${problems.length > 0 ? 'FAILED' : 'passed'}`);
  if (problems.length > 0) console.log(`Server log kept in ${logFile}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(problems.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

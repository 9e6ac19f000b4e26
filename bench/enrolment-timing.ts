import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { diaspora, uniqueDigits } from '../tests/api/fixtures';
import { startTestServer } from '../tests/api/harness';

/**
 * Whether a public enrolment's timing tells a visitor that a person is already a customer (DESIGN
 * decision 14): the median time of N fresh public enrolments against N that reuse an existing
 * customer's id number, account number or email, sent in turn on the real app and database.
 *
 *   npx tsx bench/enrolment-timing.ts [--count 200]
 *   API_TEST_TARGET=postgres TEST_DATABASE_URL=postgres://… npx tsx bench/enrolment-timing.ts
 *
 * It prints figures only; timings are never asserted (bench/README.md).
 */
const countArg = process.argv.indexOf('--count');
const COUNT = countArg > 0 ? Number(process.argv[countArg + 1]) : 200;

const server = await startTestServer();
const fieldsReused = ['idNumber', 'accountNumber', 'email'] as const;
const stranger = (overrides: Record<string, unknown> = {}) =>
  diaspora({ email: `person.${uniqueDigits(12)}@example.co.uk`, ...overrides });

async function enrolTimed(payload: object): Promise<number> {
  const token = await server.enrolmentToken();
  const started = performance.now();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: { 'x-enrolment-token': token, 'idempotency-key': randomUUID() },
    payload,
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 201)
    throw new Error(`enrolment answered ${response.statusCode}: ${response.body}`);
  return elapsed;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

try {
  // Existing customers the duplicates reuse, enrolled by staff beforehand.
  const originals = [];
  for (let i = 0; i < COUNT; i += 1) {
    const original = stranger();
    const response = await server.request({
      method: 'POST',
      url: '/api/v1/diasporas',
      headers: server.as('officer'),
      payload: original,
    });
    if (response.statusCode !== 201) throw new Error(`staff enrolment answered ${response.statusCode}`);
    originals.push(original);
  }
  // A few of each first, so the statements are planned and cached before anything is timed.
  for (let i = 0; i < 10; i += 1) await enrolTimed(stranger());

  const fresh: number[] = [];
  const duplicate: number[] = [];
  for (const [i, original] of originals.entries()) {
    const field = fieldsReused[i % fieldsReused.length] ?? 'idNumber';
    const reused = () => enrolTimed(stranger({ [field]: original[field] }));
    // Which goes first alternates, so a drift over the run weighs on both alike.
    if (i % 2 === 0) {
      fresh.push(await enrolTimed(stranger()));
      duplicate.push(await reused());
    } else {
      duplicate.push(await reused());
      fresh.push(await enrolTimed(stranger()));
    }
  }
  const row = (name: string, times: number[]) =>
    `| ${name.padEnd(28)} | ${quantile(times, 0.5).toFixed(2).padStart(8)} | ${quantile(times, 0.9).toFixed(2).padStart(8)} |`;
  const difference = quantile(duplicate, 0.5) - quantile(fresh, 0.5);
  console.log(
    [
      `Public enrolments on ${process.env.API_TEST_TARGET === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${COUNT} of each, in turn:`,
      '',
      '| enrolment                    | p50 ms   | p90 ms   |',
      '| ---------------------------- | -------- | -------- |',
      row('fresh', fresh),
      row('reusing a customer’s details', duplicate),
      '',
      `Median difference: ${difference.toFixed(2)} ms (${((difference / quantile(fresh, 0.5)) * 100).toFixed(1)}% of a fresh enrolment)`,
    ].join('\n'),
  );
} finally {
  await server.close();
}

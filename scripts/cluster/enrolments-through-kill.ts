import { normaliseIdNumber } from '../../src/domain/identity';
import { adminHeaders, inBatches } from '../reliability/api';
import { checkRows, checkStored, type Enrolment, storedDiasporas } from '../reliability/crash-checks';
import type { DatabaseTarget } from '../reliability/databases';
import { enrolmentBodies } from '../reliability/enrolments';
import type { ServerProcess } from '../reliability/server-process';
import { tally } from '../reliability/tally';
import { finalUpstream, readAccessLog } from './access-log';
import type { Balancer } from './balancer';
import { send } from './http';
import type { Report } from './report';
import { enrolWithDocument, type PublicEnrolment } from './visitor';

const VISITORS = 300;
const KILL_AFTER = 100;

interface Setup {
  balancer: Balancer;
  /** Instance A, killed part-way; B keeps serving. */
  a: ServerProcess;
  aPort: number;
  bPort: number;
  database: DatabaseTarget;
  document: { content: Buffer; type: string; name: string };
}

/**
 * 300 visitors enrol at once through the balancer, each with an id copy, and instance A is
 * killed with SIGKILL when the 100th enrolment is acknowledged. Visitors retry a lost answer as
 * the site does (the enrolment with its Idempotency-Key). Afterwards every enrolment must be
 * stored once and whole with its document readable, and B must have answered every request it took.
 */
export async function enrolmentsThroughKill(setup: Setup, report: Report): Promise<void> {
  const { balancer, a, aPort, bPort, database, document } = setup;
  const seed = Date.now() % 1_000_000;
  const nextBody = enrolmentBodies(seed, 30_000_000 + (seed % 1_000) * 1_000);
  const visitors: PublicEnrolment[] = Array.from({ length: VISITORS }, (_, i) => ({
    key: `cluster-${seed}-${i}`,
    body: nextBody(),
    tries: { outcomes: [] },
  }));
  const started = Date.now();
  let acknowledged = 0;
  let killedAt = Number.POSITIVE_INFINITY;
  let killed: Promise<number | null> | undefined;
  const failures: string[] = [];
  await Promise.all(
    visitors.map((visitor) =>
      enrolWithDocument(balancer.base, visitor, document, () => {
        acknowledged += 1;
        if (acknowledged === KILL_AFTER) {
          killedAt = Date.now();
          killed = a.kill('SIGKILL');
        }
      }).catch((error: unknown) => failures.push(`${visitor.key}: ${(error as Error).message}`)),
    ),
  );
  await killed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  report.figure(
    `${VISITORS} concurrent public enrolments with an id copy through nginx in ${seconds} s; ` +
      `A killed with SIGKILL at the ${KILL_AFTER}th acknowledgement; ${VISITORS - failures.length} acknowledged in the end`,
  );
  report.expect(
    killed !== undefined,
    `fewer than ${KILL_AFTER} enrolments were acknowledged: A was never killed`,
  );
  report.expect(failures.length === 0, `visitors who never enrolled: ${failures.slice(0, 3).join('; ')}`);
  const retried = visitors.filter((v) => v.tries.outcomes.some((o) => o === 'no answer' || Number(o) >= 500));
  report.figure(
    `first try of the enrolment itself: ${tally(visitors.map((v) => v.firstOutcome ?? 'never sent'))}; ` +
      `${retried.length} visitors retried a step after a lost answer`,
  );

  // What nginx saw: failed answers come only from A's requests in flight at the kill; B failed none.
  const lines = readAccessLog(balancer.accessLog).filter((line) => line.at >= started - 1000);
  const aAddress = `127.0.0.1:${aPort}`;
  const bAddress = `127.0.0.1:${bPort}`;
  const failed = lines.filter((line) => line.status >= 500);
  const byB = lines.filter((line) => finalUpstream(line) === bAddress);
  const byBAfterKill = byB.filter((line) => line.at > killedAt);
  report.figure(
    `nginx answered ${lines.length} requests: ${lines.filter((l) => finalUpstream(l) === aAddress).length} by A, ` +
      `${byB.length} by B (${byBAfterKill.length} after the kill); ${failed.length} failed answers, ` +
      `${failed.filter((l) => finalUpstream(l) === aAddress).length} of them from A`,
  );
  report.expect(
    byB.every((line) => line.status < 500),
    `B failed ${byB.filter((l) => l.status >= 500).length} requests`,
  );
  report.expect(byBAfterKill.length > 0, 'B served nothing after the kill');
  report.expect(
    failed.every((line) => finalUpstream(line) === aAddress),
    'a failed answer did not come from the killed instance',
  );
  report.expect(retried.length > 0, 'no visitor lost an answer: the kill tested nothing');

  // Every acknowledged enrolment is there, whole, as sent, once.
  const problems: string[] = [];
  const enrolments: Enrolment[] = visitors.map((v) => ({
    key: v.key,
    token: v.token ?? '',
    body: v.body,
    idNumber: normaliseIdNumber(v.body.idNumber),
    firstOutcome: v.firstOutcome ?? 'never sent',
    ...(v.diasporaId ? { acknowledgedId: v.diasporaId } : {}),
  }));
  const staff = await adminHeaders(balancer.base);
  const stored = checkStored(
    await storedDiasporas(balancer.base, staff),
    new Map(enrolments.map((e) => [e.idNumber, e])),
    problems,
    'after the kill',
  );
  for (const e of enrolments) {
    const record = stored.get(e.idNumber)?.[0];
    if (e.acknowledgedId && record?.diasporaId !== e.acknowledgedId)
      problems.push(`acknowledged enrolment ${e.acknowledgedId} (${e.key}) is not stored`);
  }

  // Each one's document reads back byte for byte, through either instance.
  const records = [...stored.values()].flat();
  const unreadable = (
    await inBatches(records, 20, async (record) => {
      if (!record.idCopy) return `${record.diasporaId} has no id copy`;
      const download = await send(balancer.base, 'GET', record.idCopy, { headers: staff });
      return download.status === 200 && download.bytes.equals(document.content)
        ? undefined
        : `${record.diasporaId}'s id copy answered ${download.status} (${download.bytes.length} bytes)`;
    })
  ).filter((problem): problem is string => problem !== undefined);
  problems.push(...unreadable);

  // One more retry of every enrolment with its key: the same record answers, nothing new is made.
  const replays = await inBatches(visitors, 20, async (v) => {
    const answer = await send(balancer.base, 'POST', '/api/v1/diasporas', {
      headers: { 'x-enrolment-token': v.token ?? '', 'idempotency-key': v.key },
      json: v.body,
    });
    const id = (answer.body as { data?: { diasporaId?: string } }).data?.diasporaId;
    return answer.status === 201 && id === v.diasporaId ? 'the same record' : `${answer.status}, ${id}`;
  });
  await checkRows(database, enrolments, problems);
  const db = await database.open();
  const pending = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stored_at', 'is', null)
    .executeTakeFirstOrThrow()
    .finally(() => db.destroy());
  report.figure(
    `uploads cut off by the kill left ${Number(pending.n)} pending file rows, for the unreferenced-file sweeper`,
  );
  report.figure(
    `afterwards: ${records.length} stored (${stored.size} distinct id numbers), ` +
      `${records.length - unreadable.length} id copies read back byte for byte; ` +
      `a retry of all ${VISITORS} with their keys answered ${tally(replays)}; rows checked with SQL`,
  );
  report.expect(
    replays.every((r) => r === 'the same record'),
    `retries with the key answered ${tally(replays)}`,
  );
  for (const problem of problems.slice(0, 10)) report.expect(false, problem);
  if (problems.length > 10) report.expect(false, `… and ${problems.length - 10} more problems`);
}

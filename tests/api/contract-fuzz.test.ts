import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from './fuzz/contract';
import {
  bodySchemaAccepts,
  type FuzzRequest,
  type FuzzTarget,
  malformedRequests,
} from './fuzz/malformed-requests';
import { recordRuleViolations } from './fuzz/record-rules';
import { buildWorld, validBodyOf, type World } from './fuzz/world';
import { ADMIN_PASSWORD, EMAILS, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

/** Reproduce a run with FUZZ_SEED=<seed>; FUZZ_MALFORMED raises the number of malformed requests. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_422);
const MINIMUM_MALFORMED = 10_000;
const MALFORMED = Math.max(MINIMUM_MALFORMED, Number(process.env.FUZZ_MALFORMED ?? 0));
/** Operations with no input at all only get hostile query text they should ignore. */
const INPUTLESS_REQUESTS = 20;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);

let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
});
afterAll(() => server.close());

interface Finding {
  request: FuzzRequest;
  status: number;
  body: string;
}

function errorBodyProblem(status: number, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const { respMsg, messages, status: bodyStatus } = (body ?? {}) as Record<string, unknown>;
  if (typeof respMsg !== 'string' || respMsg.length === 0) return 'no respMsg';
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return 'no messages map';
  if (Object.values(messages).some((m) => typeof m !== 'string')) return 'a message is not text';
  if (bodyStatus !== status) return `status ${String(bodyStatus)} in the body`;
  return undefined;
}

async function signedInToken(): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: EMAILS.admin, password: ADMIN_PASSWORD },
  });
  return response.json().data.token as string;
}

describe('contract fuzzing: malformed requests for every operation of openapi.yaml', () => {
  // Ten thousand requests: about a minute on an idle machine, several on a busy one (ceiling below).
  it(`answers at least ${MINIMUM_MALFORMED} malformed requests with a 4xx and the error body, never a 5xx, and stores nothing that breaks a rule`, async () => {
    console.log(`contract fuzz seed ${SEED} (set FUZZ_SEED to reproduce), ${MALFORMED} malformed requests`);
    const operations = contractOperations();
    const enrolment = { 'x-enrolment-token': await server.enrolmentToken() };
    // Signing out revokes the caller's token, so that operation gets a token of its own.
    const signOutToken = await signedInToken();
    const targets: FuzzTarget[] = operations.map((operation) => {
      const staff = operation.security.some((s) => 'staffToken' in s);
      const staffHeaders =
        operation.operationId === 'signOut'
          ? { authorization: `Bearer ${signOutToken}` }
          : server.as('admin');
      const callers = [
        ...(staff ? [staffHeaders] : []),
        ...(operation.security.some((s) => 'enrolmentToken' in s) ? [enrolment] : []),
      ];
      const validBody = validBodyOf(operation, world);
      return {
        operation,
        pathValues: world.ids,
        ...(validBody ? { validBody } : {}),
        callers: callers.length > 0 ? callers : [{}],
        multipartFile: SAMPLE_FILES.png,
      };
    });

    // Every valid body the generator starts from must pass the schema, or the mutations prove nothing.
    for (const target of targets) {
      if (!target.validBody) continue;
      const body = target.validBody();
      expect(
        bodySchemaAccepts(target.operation, body),
        `${target.operation.operationId}: ${JSON.stringify(body)}`,
      ).toBe(true);
    }

    const inputless = operations.filter(
      (op) => op.method === 'GET' && op.parameters.length === 0 && !op.jsonBody,
    );
    const quota = Math.ceil(MALFORMED / (operations.length - inputless.length));
    const generating = performance.now();
    const requests = targets.flatMap((target, index) => {
      const arbitrary = malformedRequests(target);
      if (inputless.includes(target.operation))
        return fc.sample(arbitrary, { numRuns: INPUTLESS_REQUESTS, seed: SEED + index });
      // Draw in batches until the operation has its share of malformed requests.
      const taken: FuzzRequest[] = [];
      let rejects = 0;
      for (let batch = 0; rejects < quota; batch += 1) {
        if (batch > 50)
          throw new Error(`${target.operation.operationId}: too few malformed requests generated`);
        for (const request of fc.sample(arbitrary, { numRuns: 100, seed: SEED + index * 1000 + batch })) {
          if (rejects >= quota) break;
          taken.push(request);
          if (request.expect === 'reject') rejects += 1;
        }
      }
      return taken;
    });
    const sending = performance.now();

    const findings: Finding[] = [];
    const byOperation = new Map<string, number>();
    let malformed = 0;
    let accepted = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        let response: Awaited<ReturnType<TestServer['request']>>;
        try {
          response = await server.request(request.options);
        } catch (error) {
          findings.push({ request, status: 0, body: `no answer: ${(error as Error).message}` });
          continue;
        }
        const status = response.statusCode;
        if (status < 300) accepted += 1;
        if (request.expect === 'reject') {
          malformed += 1;
          byOperation.set(request.operationId, (byOperation.get(request.operationId) ?? 0) + 1);
        }
        // A broken rule on a valid record is the client's mistake in the data: exactly 400.
        const ruleBroken = request.mutation.startsWith('breaks the rule');
        const wrongStatus =
          status >= 500 ||
          (request.expect === 'reject' && (status < 400 || status >= 500)) ||
          (ruleBroken && status !== 400);
        const badBody = status >= 400 ? errorBodyProblem(status, response.body) : undefined;
        if (wrongStatus || badBody)
          findings.push({ request, status, body: `${badBody ?? ''} ${response.body.slice(0, 300)}` });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(
      `${requests.length} requests (${malformed} malformed, ${accepted} hostile but allowed and accepted): generated in ${Math.round(sending - generating)} ms, sent in ${Math.round(performance.now() - sending)} ms`,
    );

    // One example per operation and kind of fault, so a run shows every distinct problem.
    const examples = new Map<string, string>();
    for (const { request, status, body } of findings) {
      const kind = `${request.operationId} ${request.mutation.split(/ at | of |:|=/)[0]} -> ${status}`;
      if (!examples.has(kind))
        examples.set(
          kind,
          `${kind}: [${request.mutation.slice(0, 80)}] ${String(request.options.method)} ${String(request.options.url).slice(0, 100)}: ${body}`,
        );
    }
    const report = [...examples.values()];
    expect(report, `seed ${SEED}: ${findings.length} wrong answers`).toEqual([]);
    expect(malformed).toBeGreaterThanOrEqual(MINIMUM_MALFORMED);
    // Every operation that has an input to malform got malformed requests.
    const untouched = operations.filter((op) => !byOperation.has(op.operationId));
    expect(untouched).toEqual(inputless);

    expect(await recordRuleViolations(server.db, server.config.maxUploadBytes)).toEqual([]);
  }, 900_000);

  it('the rule check notices a diaspora stored without beneficiaries', async () => {
    const officer = await server.db
      .selectFrom('users')
      .select('id')
      .where('role_name', '=', 'officer')
      .executeTakeFirstOrThrow();
    const broken = await server.db
      .insertInto('diasporas')
      .values({
        first_name: 'Broken',
        middle_name: null,
        last_name: 'Record',
        email: 'broken@example.com',
        mobile: '+447700900123',
        dob: '1980-01-01',
        sex: 'male',
        marital_status: 'single',
        id_type: 3,
        id_number: '123456789',
        id_copy_file: null,
        account_number: '1234567890',
        address: 'Leeds, UK',
        policy_id: world.policies.diaspora,
        enrolled_by: 'staff',
        created_by_user: officer.id,
        enrolment_session: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await recordRuleViolations(server.db, server.config.maxUploadBytes)).toEqual([
        `diaspora ${broken.id}: no beneficiaries`,
      ]);
    } finally {
      await server.db.deleteFrom('diasporas').where('id', '=', broken.id).execute();
    }
  });
});

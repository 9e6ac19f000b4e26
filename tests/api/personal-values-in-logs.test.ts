import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/security/log-redaction';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { customer, uniqueDigits } from './fixtures';
import { type ContractOperation, contractOperations, encodeText, urlOf } from './fuzz/contract';
import { exampleOf, fieldsOf, withAt } from './fuzz/schema-values';
import { buildWorld, validBodyOf, type World } from './fuzz/world';
import { EMAILS, multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

/**
 * No personal value in any log line. The server logs at trace level into a list while the test
 * drives every operation of openapi.yaml: with valid input full of personal values (searches, id
 * number checks, exports, creates, updates, claims), with personal values in every parameter of
 * its address, and with a body whose every free text is a personal value (refused by validation);
 * then a database error that quotes the row. Every id number, account number, email and mobile
 * the test sent must be absent from the log, in clear or simply encoded.
 */
let server: TestServer;
let world: World;
const lines: string[] = [];
const personal = new Set<string>(Object.values(EMAILS));
/** Each request the test sent and what answered it, by operation. */
const answers = new Map<string, LightMyRequestResponse[]>();
let sent = 0;

const PERSONAL_FIELDS = new Set(['idNumber', 'accountNumber', 'email', 'mobile']);

/** Every id number, account number, email and mobile in a payload: the values the log must not hold. */
function collectPersonal(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    if (PERSONAL_FIELDS.has(key)) personal.add(value);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [name, child] of Object.entries(value))
    collectPersonal(child, Array.isArray(value) ? key : name);
}

/** The harness's request, keeping note of the personal values it carries. */
async function send(options: InjectOptions, operationId?: string): Promise<LightMyRequestResponse> {
  const { payload } = options;
  if (typeof payload === 'string') collectPersonal(JSON.parse(payload));
  else if (payload && !Buffer.isBuffer(payload)) collectPersonal(payload);
  sent += 1;
  const response = await server.request(options);
  if (operationId) answers.set(operationId, [...(answers.get(operationId) ?? []), response]);
  return response;
}

let serial = 0;
/** A fresh personal value of each kind in turn, remembered for the scan. */
function personalValue(): string {
  serial += 1;
  const kinds = [
    () => uniqueDigits(20),
    () => uniqueDigits(13),
    () => `neema.kimaro.${uniqueDigits(6)}@example.co.tz`,
    () => `+255 7${uniqueDigits(8).slice(0, 2)} ${uniqueDigits(3)} ${uniqueDigits(3)}`,
  ];
  const value = (kinds[serial % kinds.length] as () => string)();
  personal.add(value);
  return value;
}

/** The forms of a value a careless log line might hold: as typed, URL-encoded, lower-cased or digits only. */
function encodings(value: string): string[] {
  const digits = value.replace(/[^0-9]/g, '');
  return [
    value,
    encodeURIComponent(value),
    encodeText(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
    ...(digits.length >= 7 ? [digits] : []),
  ].map((form) => form.toLowerCase());
}

let signOutToken = '';
let enrolmentToken = '';
/** The caller an operation lets in: staff (the admin may do anything), else the public enrolment. */
function callerOf(operation: ContractOperation): Record<string, string> {
  if (operation.operationId === 'signOut') return { authorization: `Bearer ${signOutToken}` };
  if (operation.security.length === 0) return {};
  if (operation.security.some((s) => 'staffToken' in s)) return server.as('admin');
  return { 'x-enrolment-token': enrolmentToken };
}

/** A value the parameter's schema takes, or a personal value where it takes free text (searches, id numbers). */
function queryValue(schema: ContractOperation['parameters'][number]['schema']): string {
  const freeText = schema.type === 'string' && !schema.enum && !schema.format && !schema.pattern;
  return freeText ? personalValue() : String(exampleOf(schema));
}

function queryOf(
  operation: ContractOperation,
  value: (p: ContractOperation['parameters'][number]) => string,
) {
  return operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=${encodeURIComponent(value(p))}`)
    .join('&');
}

const pathIds = (operation: ContractOperation) =>
  Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, world.ids[p.name] ?? '1']),
  );

/** The body of a request: the contract's valid one, or that with every free text a personal value. */
function bodyOf(operation: ContractOperation, everyTextPersonal: boolean): Partial<InjectOptions> {
  if (operation.multipart) {
    // A document's name may be a person's: "passport 19900101… Juma.png".
    const upload = multipart('file', `passport ${personalValue()}.png`, 'image/png', SAMPLE_FILES.png);
    return { headers: upload.headers, payload: upload.payload };
  }
  const valid = validBodyOf(operation, world);
  if (!valid || !operation.jsonBody) return {};
  let body = valid();
  if (everyTextPersonal) {
    for (const field of fieldsOf(body, operation.jsonBody)) {
      const { type, enum: choices, format } = field.schema;
      if (type === 'string' && !choices && !format) body = withAt(body, field.path, personalValue());
    }
  }
  return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

async function drive(operation: ContractOperation, url: string, everyTextPersonal: boolean) {
  const body = bodyOf(operation, everyTextPersonal);
  return send(
    {
      method: operation.method as InjectOptions['method'],
      url,
      ...body,
      headers: { ...callerOf(operation), ...(body.headers as Record<string, string> | undefined) },
    },
    operation.operationId,
  );
}

const takesInput = (operation: ContractOperation) =>
  operation.parameters.some((p) => p.in !== 'header') ||
  operation.jsonBody !== undefined ||
  operation.multipart;

/** The 404 of an address no operation has: the request never reached the operation. */
const unrouted = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && response.json().respMsg === SERVER_MESSAGES.pageNotFound;

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
  const recording: TestServer = { ...server, request: (options) => send(options) };
  world = await buildWorld(recording);
  enrolmentToken = await server.enrolmentToken();
});
afterAll(() => server.close());

describe('logged addresses', () => {
  it('keep the harmless values of an id number check and hide the id number', async () => {
    const idNumber = uniqueDigits(20);
    personal.add(idNumber);
    const before = lines.length;
    const response = await send({
      method: 'GET',
      url: `/api/v1/customers/id-number-check?idType=1&idNumber=${idNumber}`,
      headers: server.as('officer'),
    });
    expect(response.statusCode).toBe(200);
    const written = lines.slice(before).join('');
    expect(written).toContain('/api/v1/customers/id-number-check?idType=1&idNumber=[Redacted]');
    expect(written).not.toContain(idNumber);
  });

  it('keep only values the contract says are harmless, each checked against its schema', () => {
    const id = '3f0e4a2c-1b2c-4d5e-8f90-123456789abc';
    const cases: [string, string, string?][] = [
      [
        '/api/v1/diasporas?page=2&perPage=10&status=covered&expiring=30&search=Kimaro',
        '/api/v1/diasporas?page=2&perPage=10&status=covered&expiring=30&search=[Redacted]',
      ],
      // A value that breaks its schema is the client's text, whatever the parameter.
      [
        '/api/v1/customers?currentPage=0712345678&status=juma%40example.com',
        '/api/v1/customers?currentPage=[Redacted]&status=[Redacted]',
      ],
      ['/api/v1/premiums/debits?month=2024-05', '/api/v1/premiums/debits?month=2024-05'],
      ['/api/v1/premiums/debits?month=0712345678', '/api/v1/premiums/debits?month=[Redacted]'],
      [`/api/v1/customers/${id}/certificate?language=sw`, `/api/v1/customers/${id}/certificate?language=sw`],
      ['/api/v1/customers/0712345678', '/api/v1/customers/[Redacted]'],
      ['/api/v1/premiums/712345678/waiver', '/api/v1/premiums/[Redacted]/waiver', 'POST'],
      ['/api/v1/premiums/42/waiver', '/api/v1/premiums/42/waiver', 'POST'],
      // An unknown parameter, or one the operation does not declare, keeps nothing.
      ['/api/v1/overview?period=90d&mobile=0712345678', '/api/v1/overview?period=90d&mobile=[Redacted]'],
      ['/api/v1/customers?0712345678', '/api/v1/customers?[Redacted]'],
      // Outside the contract: words and ids stay, anything like a person's value goes.
      [
        `/dashboard/customers/individuals/covered/${id}?search=juma`,
        `/dashboard/customers/individuals/covered/${id}?search=[Redacted]`,
      ],
      ['/people/juma.mwakyusa@example.co.tz/0712345678', '/people/[Redacted]/[Redacted]'],
      ['/api/v1/customers#0712345678', '/api/v1/customers#[Redacted]'],
    ];
    for (const [url, logged, method] of cases) expect(redactUrl(url, method)).toBe(logged);
  });
});

describe('a full API run', () => {
  it('writes no id number, account number, email or mobile to any log line', async () => {
    const operations = contractOperations();
    signOutToken = (
      await send({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: EMAILS.officer, password: 'staff-password-123' },
      })
    ).json().data.token as string;
    // signOut ends its token: it goes last.
    const ordered = [...operations].sort(
      (a, b) => Number(a.operationId === 'signOut') - Number(b.operationId === 'signOut'),
    );
    for (const operation of ordered) {
      const ids = pathIds(operation);
      // Valid: real ids, the schema's harmless values, personal values where free text goes.
      const query = queryOf(operation, (p) => queryValue(p.schema));
      await drive(operation, urlOf(operation, ids, query), false);
      if (!takesInput(operation)) continue;
      // Every parameter of the address a personal value, and every free text of the body.
      const hostileIds = Object.fromEntries(Object.keys(ids).map((name) => [name, personalValue()]));
      await drive(operation, urlOf(operation, hostileIds, queryOf(operation, personalValue)), true);
    }

    // Addresses outside the contract, and a client route, with personal values in them.
    for (const url of [
      `/api/v1/people/${encodeURIComponent(personalValue())}?q=${encodeURIComponent(personalValue())}`,
      `/dashboard/customers/individuals/covered?search=${encodeURIComponent(personalValue())}`,
      `/${encodeURIComponent(personalValue())}`,
    ]) {
      await send({ method: 'GET', url, headers: server.as('viewer') });
    }

    // A database error quoting the row it refused: a 500, whose log line is for the operators.
    await sql
      .raw(`CREATE FUNCTION refuse_marked_row() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'row refused: %', row_to_json(NEW) USING DETAIL = 'Failing row contains ' || NEW::text;
        END $$`)
      .execute(server.db);
    await sql
      .raw(`CREATE TRIGGER refuse_marked_row BEFORE INSERT ON customers FOR EACH ROW
        WHEN (NEW.address = 'Refused Street, Dar es Salaam') EXECUTE FUNCTION refuse_marked_row()`)
      .execute(server.db);
    const refused = await send({
      method: 'POST',
      url: '/api/v1/customers',
      headers: server.as('officer'),
      payload: customer({
        policyId: world.policies.individual,
        address: 'Refused Street, Dar es Salaam',
        email: `refused.${uniqueDigits(6)}@example.co.tz`,
      }),
    });
    expect(refused.statusCode).toBe(500);

    // Every operation that takes input was driven, and reached its route.
    const undriven = operations
      .filter(takesInput)
      .filter((op) => !(answers.get(op.operationId) ?? []).some((response) => !unrouted(response)))
      .map((op) => op.operationId);
    expect(undriven).toEqual([]);
    // Some requests succeeded, so the run went past validation into the services.
    const succeeded = [...answers.values()].flat().filter((r) => r.statusCode < 300).length;
    expect(succeeded).toBeGreaterThan(operations.length / 2);

    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { code?: string } });
    // The log recorded every request and the database error, so its silence means something.
    expect(entries.filter((entry) => entry.msg === 'incoming request').length).toBeGreaterThanOrEqual(sent);
    const unhandled = entries.find((entry) => entry.msg === 'unhandled error');
    expect(unhandled?.err?.code).toBe('P0001');
    expect(JSON.stringify(unhandled)).toContain('row refused');

    const leaks: string[] = [];
    const logged = lines.map((line) => line.toLowerCase());
    for (const value of personal) {
      for (const form of encodings(value)) {
        const line = logged.find((text) => text.includes(form));
        if (line) {
          leaks.push(`${value} (as ${form}) in ${line.slice(0, 400)}`);
          break;
        }
      }
    }
    expect(personal.size).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});

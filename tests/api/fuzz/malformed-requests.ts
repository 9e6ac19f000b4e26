import querystring from 'node:querystring';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { validatorCompiler } from '../../../server/validation';
import type { ContractOperation, Schema } from './contract';
import { encodeText, urlOf } from './contract';
import { anyJson, badDate, badId, badNumberText, CONTENT_TYPES, hostileText } from './hostile-values';
import { multipartRequests } from './multipart-requests';
import { ruleBreaksOf } from './rule-breaks';
import { fieldsOf, objectsOf, type Path, REMOVE, typesOf, withAt } from './schema-values';

/**
 * One generated request. `reject` requests are malformed by the contract or break a rule, so
 * the only right answer is a 4xx; `any` requests carry hostile but allowed values, and may
 * succeed, but must never be a 5xx.
 */
export interface FuzzRequest {
  operationId: string;
  mutation: string;
  expect: 'reject' | 'any';
  options: InjectOptions;
}

/** What a request needs to get past authorisation to validation and the handler. */
export interface FuzzTarget {
  operation: ContractOperation;
  /** Ids of real records for each path parameter name. */
  pathValues: Record<string, string>;
  /** A fresh valid body (fresh id numbers each call), when the operation takes JSON. */
  validBody?: () => unknown;
  /** Headers of callers the operation admits (staff token, enrolment token, none). */
  callers: Record<string, string>[];
  multipartFile?: Buffer;
}

type Check = (data: unknown) => boolean;
const compile = (schema: Schema, httpPart: string): Check =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/' }) as Check;

function checkers(operation: ContractOperation) {
  const query = operation.parameters.filter((p) => p.in === 'query');
  const querySchema: Schema = {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
  return {
    body: operation.jsonBody ? compile(operation.jsonBody, 'body') : undefined,
    query: compile(querySchema, 'querystring'),
  };
}

const stringify = (value: unknown) => JSON.stringify(value) ?? '';

/** True when the operation's body schema accepts the body, exactly as the server checks it. */
export function bodySchemaAccepts(operation: ContractOperation, body: unknown): boolean {
  return checkers(operation).body?.(structuredClone(body)) ?? false;
}

export function malformedRequests(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const { operation, pathValues } = target;
  const check = checkers(operation);
  const caller = fc.constantFrom(...target.callers);

  const request = (
    mutation: string,
    expect: FuzzRequest['expect'],
    parts: {
      path?: Record<string, string>;
      query?: string;
      headers?: Record<string, string>;
      payload?: string | Buffer;
    },
    callerHeaders: Record<string, string>,
  ): FuzzRequest => ({
    operationId: operation.operationId,
    mutation,
    expect,
    options: {
      method: operation.method as InjectOptions['method'],
      url: urlOf(operation, { ...pathValues, ...parts.path }, parts.query),
      headers: { ...callerHeaders, ...parts.headers },
      ...(parts.payload !== undefined ? { payload: parts.payload } : {}),
    },
  });

  const jsonRequest = (mutation: string, body: unknown, callerHeaders: Record<string, string>) => {
    const valid = check.body?.(structuredClone(body)) ?? false;
    return request(
      mutation,
      valid ? 'any' : 'reject',
      { headers: { 'content-type': 'application/json' }, payload: stringify(body) },
      callerHeaders,
    );
  };

  const arbitraries: fc.Arbitrary<FuzzRequest>[] = [];
  // Large bodies cost time to build and send: a few of them prove the limits hold.
  const rare: fc.Arbitrary<FuzzRequest>[] = [];
  let bodyText: string | undefined;

  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  if (pathParams.length > 0) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...pathParams.map((p) => p.name)), badId(), caller)
        .map(([name, id, who]) =>
          withBody(request(`path ${name}=${JSON.stringify(id)}`, 'reject', { path: { [name]: id } }, who)),
        ),
    );
  }

  if (pathParams.length > 0) {
    // Sent as is, not encoded: broken percent-encoding fails before routing.
    rare.push(
      fc
        .tuple(
          fc.constantFrom(...pathParams.map((p) => p.name)),
          fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%ff%fe'),
          caller,
        )
        .map(([name, raw, who]) => {
          const built = request(`raw path ${name}=${raw}`, 'reject', {}, who);
          const url = urlOf(operation, { ...pathValues, [name]: '__RAW__' }).replace('__RAW__', raw);
          return withBody({ ...built, options: { ...built.options, url } });
        }),
    );
  }

  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  if (queryParams.length > 0) {
    const badQueryValue = (schema: Schema): fc.Arbitrary<string> => {
      const types = typesOf(schema);
      if (types.includes('integer')) return badNumberText();
      const tooLong = (schema.maxLength ?? 100) + 1;
      return fc.oneof(
        fc.constant('x'.repeat(tooLong)),
        fc.integer({ min: tooLong, max: 20_000 }).map((n) => 'q'.repeat(n)),
        schema.enum ? fc.constantFrom('COVERED', 'covered ', 'all', "covered' OR '1'='1") : hostileText(),
        hostileText(),
      );
    };
    arbitraries.push(
      fc.tuple(fc.constantFrom(...queryParams), caller, fc.boolean()).chain(([param, who, repeated]) =>
        badQueryValue(param.schema).map((value) => {
          const query = repeated
            ? `${param.name}=${encodeText(value)}&${param.name}=${encodeText(value)}`
            : `${param.name}=${encodeText(value)}`;
          const valid = check.query(querystring.parse(query));
          return withBody(request(`query ${query.slice(0, 60)}`, valid ? 'any' : 'reject', { query }, who));
        }),
      ),
    );
  }

  const idempotency = operation.parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  if (idempotency && operation.jsonBody && target.validBody) {
    const template = target.validBody();
    const validBody = () => template;
    arbitraries.push(
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom(
              'short',
              'has spaces in it',
              'semi;colon;key',
              'k'.repeat(129),
              'ключ-идемпотентности',
              '<script>x</script>',
            ),
            fc
              .string({ minLength: 8, maxLength: 40 })
              .filter((s) => !/^[A-Za-z0-9_.:-]+$/.test(s) && !/[\r\n]/.test(s)),
          ),
          caller,
        )
        .map(([key, who]) =>
          request(
            `Idempotency-Key ${JSON.stringify(key).slice(0, 40)}`,
            'reject',
            {
              headers: {
                'content-type': 'application/json',
                'idempotency-key': encodeURIComponent(key) === key ? key : key.replace(/[^\x20-\x7e]/g, '?'),
              },
              payload: stringify(validBody()),
            },
            who,
          ),
        ),
    );
  }

  if (operation.jsonBody && target.validBody) {
    const schema = operation.jsonBody;
    const freshBody = target.validBody;
    // Malformed bodies never store anything, so they share one valid body; only hostile but
    // allowed text needs fresh id numbers to be stored rather than refused as a duplicate.
    const template = freshBody();
    const validBody = () => structuredClone(template);
    const fields = fieldsOf(validBody(), schema);
    const stringFields = fields.filter((f) => typesOf(f.schema).includes('string') && !f.schema.enum);
    const bounded = fields.filter(
      (f) =>
        f.schema.maxLength !== undefined ||
        f.schema.minLength ||
        f.schema.maximum !== undefined ||
        f.schema.minimum !== undefined ||
        f.schema.maxItems !== undefined ||
        f.schema.minItems,
    );
    const objects = objectsOf(validBody(), schema);
    const required = objects.flatMap((o) => (o.schema.required ?? []).map((name) => [...o.path, name]));
    const closed = objects.filter((o) => o.schema.additionalProperties === false);

    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...fields), anyJson(), caller)
        .map(([field, value, who]) =>
          jsonRequest(`wrong type at ${field.path.join('.')}`, withAt(validBody(), field.path, value), who),
        ),
    );
    if (required.length > 0) {
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(...required), caller)
          .map(([path, who]) =>
            jsonRequest(`missing ${path.join('.')}`, withAt(validBody(), path, REMOVE), who),
          ),
      );
    }
    if (closed.length > 0) {
      arbitraries.push(
        fc
          .tuple(
            fc.constantFrom(...closed),
            fc.oneof(
              fc.constantFrom('isAdmin', 'role', 'status', 'id', 'createdBy', 'constructor', 'deletedAt'),
              fc.string({ minLength: 1, maxLength: 12 }),
            ),
            anyJson(),
            caller,
          )
          .map(([object, key, value, who]) => {
            const body = withAt(validBody(), [...object.path, key], value);
            return jsonRequest(`extra field ${[...object.path, key].join('.')}`, body, who);
          }),
      );
      arbitraries.push(
        caller.map((who) =>
          request(
            '__proto__ pollution',
            'reject',
            {
              headers: { 'content-type': 'application/json' },
              payload: stringify(validBody()).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
            },
            who,
          ),
        ),
      );
    }
    if (bounded.length > 0) {
      arbitraries.push(
        fc.tuple(fc.constantFrom(...bounded), fc.boolean(), caller).map(([field, over, who]) => {
          const body = validBody();
          const { path, schema: s } = field;
          const next = boundaryValue(s, over);
          return jsonRequest(
            `${over ? 'above' : 'below'} the bound of ${path.join('.')}`,
            withAt(body, path, next(body, path)),
            who,
          );
        }),
      );
    }
    if (stringFields.length > 0) {
      rare.push(
        fc
          .tuple(fc.constantFrom(...stringFields), fc.integer({ min: 5_000, max: 120_000 }), caller)
          .map(([field, length, who]) =>
            jsonRequest(
              `huge string at ${field.path.join('.')}`,
              withAt(validBody(), field.path, 'A'.repeat(length)),
              who,
            ),
          ),
      );
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(...stringFields), hostileText(), caller)
          .map(([field, text, who]) =>
            jsonRequest(
              `hostile text at ${field.path.join('.')}: ${JSON.stringify(text).slice(0, 40)}`,
              withAt(freshBody(), field.path, text),
              who,
            ),
          ),
      );
    }
    const dateFields = fields.filter((f) => f.schema.format === 'date');
    if (dateFields.length > 0) {
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(...dateFields), badDate(), caller)
          .map(([field, date, who]) =>
            jsonRequest(
              `bad date at ${field.path.join('.')}: ${date}`,
              withAt(validBody(), field.path, date),
              who,
            ),
          ),
      );
    }
    const breaks = ruleBreaksOf(validBody());
    if (breaks.length > 0) {
      arbitraries.push(
        fc.tuple(fc.constantFrom(...breaks), caller).map(([rule, who]) => {
          // Schema-valid by design: the server's own rules must refuse it.
          return request(
            `breaks the rule: ${rule.rule}`,
            'reject',
            { headers: { 'content-type': 'application/json' }, payload: stringify(rule.body) },
            who,
          );
        }),
      );
    }
    arbitraries.push(
      fc.tuple(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), caller).map(([cut, who]) => {
        const text = stringify(validBody());
        const at = Math.floor(cut * text.length);
        return request(
          `truncated JSON at ${at}`,
          'reject',
          { headers: { 'content-type': 'application/json' }, payload: text.slice(0, at) },
          who,
        );
      }),
      fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), caller)
        .map(([type, who]) =>
          request(
            `content type ${type}`,
            'reject',
            { headers: { 'content-type': type }, payload: stringify(validBody()) },
            who,
          ),
        ),
      fc
        .tuple(
          fc.constantFrom(
            'null',
            '[]',
            '123',
            '"text"',
            'true',
            '{}',
            '{"a":1,}',
            "{'a':1}",
            'NaN',
            '\ufeff{}',
            '[[[[[[[[[[[[[[[[[[[[',
            `${'['.repeat(40_000)}${']'.repeat(40_000)}`,
          ),
          caller,
        )
        .map(([payload, who]) =>
          request(
            `body ${payload.slice(0, 20)}`,
            'reject',
            { headers: { 'content-type': 'application/json' }, payload },
            who,
          ),
        ),
      caller.map((who) => request('no body', 'reject', {}, who)),
    );
    rare.push(
      caller.map((who) =>
        request(
          'body over 1 MB',
          'reject',
          {
            headers: { 'content-type': 'application/json' },
            payload: stringify({ ...(validBody() as object), padding: 'p'.repeat(1_100_000) }),
          },
          who,
        ),
      ),
    );
  }

  if (operation.multipart) arbitraries.push(...multipartRequests(target, caller, request));

  if (!operation.jsonBody && !operation.multipart && operation.method !== 'GET') {
    // An operation without a body still parses one if sent: a broken one must not get through.
    arbitraries.push(
      fc
        .tuple(fc.constantFrom('{"a":', '{', '[1,', '{"__proto__":{"x":1}}'), caller)
        .map(([payload, who]) =>
          request(
            `unexpected broken body ${payload}`,
            'reject',
            { headers: { 'content-type': 'application/json' }, payload },
            who,
          ),
        ),
    );
  }

  if (arbitraries.length === 0) {
    // Nothing to malform: unknown hostile query text must still never break the server.
    arbitraries.push(
      fc
        .tuple(hostileText(), caller)
        .map(([text, who]) => request('unknown query text', 'any', { query: `q=${encodeText(text)}` }, who)),
    );
  }
  return fc.oneof(
    ...arbitraries.map((arbitrary) => ({ arbitrary, weight: 10 })),
    ...rare.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );

  /** Body-taking operations keep a valid body when the fault is elsewhere. */
  function withBody(generated: FuzzRequest): FuzzRequest {
    if (!operation.jsonBody || !target.validBody) return generated;
    bodyText ??= stringify(target.validBody());
    return {
      ...generated,
      options: {
        ...generated.options,
        headers: { ...(generated.options.headers as object), 'content-type': 'application/json' },
        payload: bodyText,
      },
    };
  }
}

/** A value just past one bound of a field: above it when `over` and the field has an upper bound. */
function boundaryValue(schema: Schema, over: boolean): (body: unknown, path: Path) => unknown {
  const sides: { over: boolean; value: (body: unknown, path: Path) => unknown }[] = [];
  const { maxItems, minItems, maxLength, minLength, maximum, minimum } = schema;
  const items = (body: unknown, path: Path) => (fieldValue(body, path) as unknown[] | undefined) ?? [];
  if (maxItems !== undefined)
    sides.push({
      over: true,
      value: (b, p) =>
        Array.from(
          { length: maxItems + 1 },
          (_, i) => items(b, p)[i % Math.max(items(b, p).length, 1)] ?? {},
        ),
    });
  if (minItems) sides.push({ over: false, value: (b, p) => items(b, p).slice(0, minItems - 1) });
  if (maxLength !== undefined) sides.push({ over: true, value: () => 'x'.repeat(maxLength + 1) });
  if (minLength) sides.push({ over: false, value: () => 'x'.repeat(minLength - 1) });
  if (maximum !== undefined) sides.push({ over: true, value: () => maximum + 1 });
  if (minimum !== undefined) sides.push({ over: false, value: () => minimum - 1 });
  const side = sides.find((s) => s.over === over) ?? sides[0];
  if (!side) throw new Error('boundaryValue needs a bounded field');
  return side.value;
}

function fieldValue(body: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], body);
}

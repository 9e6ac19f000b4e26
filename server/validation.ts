import Ajv, {
  type AnySchema,
  type AsyncValidateFunction,
  type ErrorObject,
  type Options,
  type ValidateFunction,
} from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(options: Options): Ajv {
  // strict: false lets OpenAPI annotations (description, format: binary) pass through.
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

type AnyValidateFunction = ValidateFunction | AsyncValidateFunction;

/**
 * Ajv compiled once per distinct schema in this process. A server builds its app once, but a test
 * process builds one for every test server, each from a freshly parsed contract: equal schemas in
 * new objects, which Ajv's own cache (kept by object) compiles again, about a second per app.
 */
function compilingOnce(ajv: Ajv): Ajv {
  const compiled = new Map<string, AnyValidateFunction>();
  const compile = ajv.compile.bind(ajv) as (schema: AnySchema, meta?: boolean) => AnyValidateFunction;
  const once = (schema: AnySchema, meta?: boolean): AnyValidateFunction => {
    const key = `${meta === true}${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(schema, meta);
      compiled.set(key, validate);
    }
    return validate;
  };
  // Ajv declares compile with overloads per schema kind; this one function serves them all.
  ajv.compile = once as Ajv['compile'];
  return ajv;
}

const bodies = compilingOnce(makeAjv({ coerceTypes: false }));
const parameters = compilingOnce(makeAjv({ coerceTypes: true }));

/**
 * The Ajv that checks the app's own answers against the contract outside production
 * (@fastify/response-validation's own defaults, which it would otherwise build for every app).
 */
export const responseAjv: Ajv = compilingOnce(
  new Ajv({
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    strict: false,
  }),
);
addFormats(responseAjv);

function isMultipartSchema(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, { format?: string }> }).properties ?? {};
  return Object.values(properties).some((p) => p.format === 'binary');
}

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not Unicode at all.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnsound = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Every string in the value that no text column can hold, as validation issues. */
function unsoundText(value: unknown): ErrorObject[] {
  const issues: ErrorObject[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (isUnsound(node)) issues.push({ instancePath: path, schemaPath: '#', keyword: 'text', params: {} });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) pending.push([child, `${path}/${key}`]);
    }
  }
  return issues;
}

type Check = ((data: unknown) => boolean) & { errors: ErrorObject[] | null | undefined };

/** Schema validation plus the text check; Fastify reads the issues from `errors`. */
function checked(validate: ValidateFunction, prepare: (data: unknown) => unknown = (data) => data): Check {
  const check: Check = Object.assign(
    (data: unknown) => {
      const valid = validate(prepare(data));
      const text = valid ? unsoundText(data) : [];
      check.errors = valid ? (text.length > 0 ? text : null) : validate.errors;
      return valid && text.length === 0;
    },
    { errors: null as ErrorObject[] | null | undefined },
  );
  return check;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** Request headers arrive lower-cased, so their schema's names must be too (Idempotency-Key). */
function lowerCaseHeaderNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v]),
          ),
        }
      : {}),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  };
}

/**
 * Bodies are checked exactly: no coercion ("3" is not 3) and no silent stripping of unknown
 * fields. Query, path and header values arrive as text, so only they are coerced.
 * Multipart bodies are read and checked by their handler.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') {
    if (isMultipartSchema(schema)) return () => true;
    // Fastify skips validation of a missing body; every body in the contract is required.
    return checked(bodies.compile(schema as object), (data) => (data === undefined ? null : data));
  }
  if (httpPart === 'headers') {
    // Headers other than the declared ones are the transport's business, not checked as text.
    const validate = parameters.compile(lowerCaseHeaderNames(schema as ObjectSchema));
    return validate;
  }
  return checked(parameters.compile(schema as object));
};

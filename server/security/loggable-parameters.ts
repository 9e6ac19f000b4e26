import { dereference, listOperations, type OpenApiDocument } from '../openapi';

/** Whether one parameter's value, decoded, may be written to the log as it came. */
export type KeepValue = (value: string) => boolean;

/** An operation's address as the log sees it: which parameter values it may keep. */
export interface LoggedRoute {
  method: string;
  /** The path's segments under the API prefix: a literal word, or its parameter's check (none: always hidden). */
  segments: (string | { check: KeepValue | undefined })[];
  /** Query parameters by name, with the check of those whose values may be kept. */
  query: Map<string, KeepValue | undefined>;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Longer whole numbers are kept out of the log even where the contract allows them: nine digits
 * or more may be a mobile number, an id number or an account number typed in the wrong place.
 */
const MAX_KEPT_DIGITS = 8;

/** The contract's mark on a pattern-checked parameter whose matching values carry nothing personal. */
export const HARMLESS_IN_LOGS = 'x-harmless-in-logs';

interface ParameterObject {
  name: string;
  in: string;
  schema?: unknown;
  [HARMLESS_IN_LOGS]?: unknown;
}

interface SchemaObject {
  type?: unknown;
  enum?: unknown[];
  format?: unknown;
  pattern?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  maxLength?: unknown;
}

function integerCheck(schema: SchemaObject): KeepValue {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
  const digits = new RegExp(`^[0-9]{1,${MAX_KEPT_DIGITS}}$`);
  return (value) => digits.test(value) && Number(value) >= minimum && Number(value) <= maximum;
}

/**
 * The allow-list, read from the contract: a value is kept only when it is one of an enum's
 * choices, a short whole number within its bounds, a UUID the portal made, or matches the pattern
 * of a parameter the contract marks `x-harmless-in-logs` (a month, a paging cursor). Every other
 * value (searches, id numbers, free text) is hidden, and so is a value that breaks its schema.
 */
export function valueCheck(spec: OpenApiDocument, parameter: ParameterObject): KeepValue | undefined {
  const schema = (dereference(spec, parameter.schema) ?? {}) as SchemaObject;
  const marked = parameter[HARMLESS_IN_LOGS] === true;
  if (Array.isArray(schema.enum)) {
    const choices = new Set(schema.enum.map(String));
    return (value) => choices.has(value);
  }
  if (schema.type === 'integer') return integerCheck(schema);
  if (schema.format === 'uuid') return (value) => UUID.test(value);
  if (marked) {
    if (typeof schema.pattern !== 'string')
      throw new Error(`openapi.yaml: ${parameter.name} is ${HARMLESS_IN_LOGS} without a pattern`);
    const pattern = new RegExp(schema.pattern, 'u');
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
    return (value) => value.length <= maxLength && pattern.test(value);
  }
  return undefined;
}

/** Every operation's address rules, from openapi.yaml. */
export function loggedRoutes(spec: OpenApiDocument): LoggedRoute[] {
  return listOperations(spec).map((info) => {
    const pathItem = spec.paths[info.path] as Record<string, unknown>;
    const operation = pathItem[info.method.toLowerCase()] as { parameters?: unknown[] };
    const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...(operation.parameters ?? [])].map(
      (p) => dereference(spec, p) as ParameterObject,
    );
    const checkOf = (where: string, name: string) => {
      const parameter = parameters.find((p) => p.in === where && p.name === name);
      return parameter ? valueCheck(spec, parameter) : undefined;
    };
    return {
      method: info.method,
      segments: info.path
        .split('/')
        .slice(1)
        .map((segment) => {
          const name = /^{(\w+)}$/.exec(segment)?.[1];
          return name ? { check: checkOf('path', name) } : segment;
        }),
      query: new Map(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, checkOf('query', p.name)] as const),
      ),
    };
  });
}

/** The operation whose path the segments follow (its literal words first), preferring the method's own. */
export function routeOf(routes: LoggedRoute[], method: string, segments: string[]): LoggedRoute | undefined {
  let best: { route: LoggedRoute; score: number } | undefined;
  for (const route of routes) {
    if (route.segments.length !== segments.length) continue;
    let literals = 0;
    const fits = route.segments.every((expected, at) => {
      if (typeof expected !== 'string') return segments[at] !== '';
      if (expected !== segments[at]) return false;
      literals += 1;
      return true;
    });
    if (!fits) continue;
    const score = literals * 2 + (route.method === method ? 1 : 0);
    if (!best || score > best.score) best = { route, score };
  }
  return best?.route;
}

import { listOperations, loadSpec, type OperationInfo } from '../../../server/openapi';

/** A JSON schema after every `$ref` is replaced by what it points to. */
export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  /** The component name the schema came from, when it came from one. */
  'x-component'?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface ContractOperation extends OperationInfo {
  parameters: Parameter[];
  /** The JSON body schema, when the operation takes a JSON body. */
  jsonBody?: Schema;
  multipart: boolean;
}

type Json = Record<string, unknown>;

function resolve(spec: Json, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(spec, item, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`recursive $ref ${ref}`);
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], spec);
    const resolved = resolve(spec, target, [...seen, ref]) as Json;
    const component = ref.match(/^#\/components\/schemas\/(\w+)$/)?.[1];
    return component ? { ...resolved, 'x-component': component } : resolved;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(spec, item, seen)]));
}

/** Every operation of openapi.yaml with its parameters and body schema fully resolved. */
export function contractOperations(): ContractOperation[] {
  const spec = loadSpec();
  const raw = spec as unknown as Json;
  return listOperations(spec).map((info) => {
    const pathItem = spec.paths[info.path] as Json;
    const operation = pathItem[info.method.toLowerCase()] as Json;
    const declared = [
      ...((pathItem.parameters as unknown[]) ?? []),
      ...((operation.parameters as unknown[]) ?? []),
    ];
    const parameters = declared.map((p) => {
      const parameter = resolve(raw, p) as Json;
      return {
        name: parameter.name as string,
        in: parameter.in as Parameter['in'],
        required: parameter.required === true,
        schema: parameter.schema as Schema,
      };
    });
    const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Json;
    const json = content['application/json'] as Json | undefined;
    return {
      ...info,
      parameters,
      ...(json ? { jsonBody: resolve(raw, json.schema) as Schema } : {}),
      multipart: 'multipart/form-data' in content,
    };
  });
}

/** Percent-encodes every byte of the UTF-8 text; lone surrogates become U+FFFD as on the wire. */
export const encodeText = (text: string): string =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
  ).join('');

/** The URL of an operation with its path parameters filled in (encoded as a client would). */
export function urlOf(operation: ContractOperation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/{(\w+)}/g, (_, name: string) => encodeText(pathValues[name] ?? ''));
  return `/api/v1${path}${query ? `?${query}` : ''}`;
}

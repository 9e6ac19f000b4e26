import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

/** The contract, loaded once. Routes, validation and security all come from this document. */
export const SPEC_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.yaml');

type SecurityRequirement = Record<string, string[]>;

interface Operation {
  operationId: string;
  security?: SecurityRequirement[];
  requestBody?: { content?: Record<string, unknown> };
}

export interface OpenApiDocument {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, Operation | unknown>>;
  [key: string]: unknown;
}

let parsed: OpenApiDocument | undefined;

/**
 * The contract as a fresh object: read and parsed once per process (a test process builds many
 * apps), then copied, since the route generator may change the document it is given.
 */
export function loadSpec(): OpenApiDocument {
  parsed ??= YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;
  return structuredClone(parsed);
}

/** What a `{ $ref: '#/...' }` node of the contract stands for (followed until it is not a reference). */
export function dereference(spec: OpenApiDocument, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 10; hops += 1) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string') return current;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], spec);
  }
  throw new Error('openapi.yaml: a $ref chain longer than 10');
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** Alternatives: the caller must satisfy one of them. Empty means public. */
  security: SecurityRequirement[];
  /** Media types the request body may have; empty when the operation takes no body. */
  bodyTypes: string[];
}

export function listOperations(spec: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        security: operation.security ?? spec.security ?? [],
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  return operations;
}

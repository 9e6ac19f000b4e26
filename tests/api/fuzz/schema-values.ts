import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Schema } from './contract';

export type Path = (string | number)[];

export const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A small value the schema accepts. Domain rules (ages, id lengths) are the fixtures' job. */
export function exampleOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = exampleOf(schema.properties?.[name] ?? {});
      return value;
    }
    default:
      return stringExample(schema);
  }
}

function stringExample(schema: Schema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return '1990-01-01';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  if (schema.format === 'email') return 'someone@example.com';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 20);
  if (schema.pattern) {
    const matching = fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter((s) => s.length >= min && s.length <= max);
    return fc.sample(matching, { numRuns: 1, seed: 7 })[0] as string;
  }
  return 'x'.repeat(Math.max(min, Math.min(max, 8)));
}

/** Every property path of a value that its schema describes, with that property's schema. */
export function fieldsOf(value: unknown, schema: Schema, path: Path = []): { path: Path; schema: Schema }[] {
  const fields: { path: Path; schema: Schema }[] = [];
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => {
      const itemPath = [...path, index];
      fields.push({ path: itemPath, schema: schema.items as Schema });
      fields.push(...fieldsOf(item, schema.items as Schema, itemPath));
    });
  } else if (value !== null && typeof value === 'object' && schema.properties) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const childPath = [...path, name];
      fields.push({ path: childPath, schema: child });
      const current = (value as Record<string, unknown>)[name];
      if (current !== undefined) fields.push(...fieldsOf(current, child, childPath));
    }
  }
  return fields;
}

/** The object schemas inside a schema (itself included), each with its path in the value. */
export function objectsOf(value: unknown, schema: Schema, path: Path = []): { path: Path; schema: Schema }[] {
  const here = typesOf(schema).includes('object') && value !== null && typeof value === 'object';
  const own = here && !Array.isArray(value) ? [{ path, schema }] : [];
  return [
    ...own,
    ...fieldsOf(value, schema, path)
      .filter((f) => f.path.length === path.length + 1)
      .flatMap((f) => objectsOf(getAt(value, f.path.slice(path.length)), f.schema, f.path)),
  ];
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/** A deep copy with the value at `path` replaced (or removed when `next` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function withAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (next === REMOVE) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = next;
  return copy;
}

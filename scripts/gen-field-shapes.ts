/**
 * Writes src/domain/field-shapes.gen.ts: the shape of every field of the contract's request
 * bodies (`*Input` schemas in openapi.yaml), which the forms' Yup schemas read. Run by `gen:api`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_FILE = path.join(ROOT, 'openapi.yaml');
export const SHAPES_FILE = path.join(ROOT, 'src/domain/field-shapes.gen.ts');

/** The keywords a form rule can mirror; anything else in the contract is the server's alone. */
const KEYWORDS = [
  'type',
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
] as const;

type JsonSchema = Record<string, unknown>;

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = components[ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`openapi.yaml: unresolved ${ref}`);
  return {
    ...resolve(target, components),
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')),
  };
}

function fieldShape(schema: JsonSchema, required: boolean): JsonSchema {
  const shape: JsonSchema = { required };
  for (const keyword of KEYWORDS) {
    if (schema[keyword] !== undefined) shape[keyword] = schema[keyword];
  }
  return shape;
}

/** Every `*Input` schema's fields, with the keywords above and whether the field is required. */
export function fieldShapes(specText: string): Record<string, Record<string, JsonSchema>> {
  const spec = parse(specText) as { components: { schemas: Record<string, JsonSchema> } };
  const components = spec.components.schemas;
  const shapes: Record<string, Record<string, JsonSchema>> = {};
  for (const name of Object.keys(components)
    .filter((key) => key.endsWith('Input'))
    .sort()) {
    const schema = resolve(components[name] as JsonSchema, components);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    shapes[name] = Object.fromEntries(
      Object.entries(properties).map(([field, property]) => [
        field,
        fieldShape(resolve(property, components), required.has(field)),
      ]),
    );
  }
  return shapes;
}

export function fieldShapesSource(specText: string): string {
  return [
    '// Generated from openapi.yaml by scripts/gen-field-shapes.ts (npm run gen:api): do not edit.',
    '// The one source of every field shape the forms check (lengths, patterns, enums, required).',
    '',
    `export const FIELD_SHAPES = ${JSON.stringify(fieldShapes(specText), null, 2)} as const;`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SHAPES_FILE, fieldShapesSource(readFileSync(SPEC_FILE, 'utf8')));
  console.log(`Wrote ${path.relative(ROOT, SHAPES_FILE)}`);
}

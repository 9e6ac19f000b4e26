import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';

/** A contract field as FIELD_SHAPES holds it (see scripts/gen-field-shapes.ts). */
export interface ContractField {
  required: boolean;
  type?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** One form checked against one contract schema. */
export interface FormPairing {
  form: string;
  schema: ObjectSchema<AnyObject>;
  contract: string;
  /** Contract fields the form does not hold, each with why. */
  contractOnly?: Record<string, string>;
  /** Form fields the contract does not hold, each with why. */
  formOnly?: Record<string, string>;
  /** Fields the contract leaves optional and the form asks for, each with why. */
  formRequires?: Record<string, string>;
}

function testParam(description: SchemaDescription, name: string, param: string): unknown {
  const found = description.tests.find((test) => test.name === name);
  return found?.params?.[param];
}

/** What the form's field says, in the contract's words. */
function formShape(description: SchemaDescription): Omit<ContractField, 'required' | 'type'> {
  const isText = description.type === 'string';
  const isNumber = description.type === 'number';
  const isArray = description.type === 'array';
  const regex = testParam(description, 'matches', 'regex');
  const values = description.oneOf.filter((value) => value !== undefined) as (string | number)[];
  const shape: Omit<ContractField, 'required' | 'type'> = {};
  const min = testParam(description, 'min', 'min') as number | undefined;
  const max = testParam(description, 'max', 'max') as number | undefined;
  if (isText) {
    if (min !== undefined) shape.minLength = min;
    if (max !== undefined) shape.maxLength = max;
    if (regex instanceof RegExp) shape.pattern = regex.source;
    if (description.tests.some((test) => test.name === 'email')) shape.format = 'email';
  }
  if (isNumber) {
    if (min !== undefined) shape.minimum = min;
    if (max !== undefined) shape.maximum = max;
  }
  if (isArray) {
    if (min !== undefined) shape.minItems = min;
    if (max !== undefined) shape.maxItems = max;
  }
  if (values.length > 0) shape.enum = values;
  return shape;
}

/** The contract's part that a form can mirror: files are uploaded, nested objects are their own forms. */
function mirrorable(field: ContractField): Omit<ContractField, 'required' | 'type'> {
  const { required: _required, type: _type, format, ...limits } = field;
  return format === 'email' ? { ...limits, format } : limits;
}

const TYPES: Record<string, string> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  array: 'array',
};

function sameEnum(a: readonly (string | number)[] | undefined, b: readonly (string | number)[] | undefined) {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** Every disagreement between a form and its contract schema, in words; empty when they agree. */
export function disagreements(pairing: FormPairing, contract: Record<string, ContractField>): string[] {
  const problems: string[] = [];
  const where = (field: string) => `${pairing.form} ${field} (${pairing.contract}.${field})`;
  const fields = (pairing.schema.describe() as { fields: Record<string, SchemaDescription> }).fields;
  for (const field of Object.keys(fields)) {
    if (!(field in contract) && !pairing.formOnly?.[field])
      problems.push(`${where(field)}: not in the contract`);
  }
  for (const [field, shape] of Object.entries(contract)) {
    const described = fields[field];
    if (!described) {
      if (!pairing.contractOnly?.[field]) problems.push(`${where(field)}: not in the form`);
      continue;
    }
    if (shape.required && described.optional) problems.push(`${where(field)}: required by the contract only`);
    if (!shape.required && !described.optional && !pairing.formRequires?.[field]) {
      problems.push(`${where(field)}: required by the form only`);
    }
    // An upload (a URL in the contract, { url, name } in the form) or a nested form: no limits to mirror.
    if (described.type === 'object') continue;
    const expectedType = shape.type ? TYPES[shape.type] : undefined;
    if (expectedType && described.type !== expectedType) {
      problems.push(`${where(field)}: ${described.type} in the form, ${shape.type} in the contract`);
      continue;
    }
    const theirs = mirrorable(shape);
    const ours = formShape(described);
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(ours)]) as Set<keyof typeof ours>) {
      const agree = key === 'enum' ? sameEnum(theirs.enum, ours.enum) : theirs[key] === ours[key];
      if (!agree) {
        problems.push(
          `${where(field)}: ${key} ${JSON.stringify(ours[key])} in the form, ${JSON.stringify(theirs[key])} in the contract`,
        );
      }
    }
  }
  return problems;
}

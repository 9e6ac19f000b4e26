import * as yup from 'yup';
import { FIELD_SHAPES } from '@/domain/field-shapes.gen';
import { provideValid } from '@/domain/form-messages';
import type { LetterLanguage } from '@/domain/letter-language';

/**
 * Yup fields built from the contract's field shapes (FIELD_SHAPES, generated from openapi.yaml):
 * the lengths, patterns, enums and required flags are the server's, never typed again here. The
 * forms add only their messages and the rules across fields (src/domain/cross-field-rules.ts).
 */
export { FIELD_SHAPES };

interface TextShape {
  readonly required: boolean;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
}

interface NumberShape {
  readonly required: boolean;
  readonly type?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The contract's patterns are ECMA regexes with Unicode classes (`\p{L}`). */
export const patternOf = (pattern: string): RegExp => new RegExp(pattern, 'u');

function limited(schema: yup.StringSchema<string | undefined>, shape: TextShape, message: string) {
  let field = schema;
  if (shape.format === 'email') field = field.email(message);
  if (shape.minLength !== undefined) field = field.min(shape.minLength, message);
  if (shape.maxLength !== undefined) field = field.max(shape.maxLength, message);
  if (shape.pattern !== undefined) field = field.matches(patternOf(shape.pattern), message);
  return field;
}

/** A text the contract requires: trimmed, then its lengths, pattern and format. */
export function requiredText(shape: TextShape & { readonly required: true }, message: string) {
  return limited(yup.string().trim(), shape, message).required(message);
}

/** A text the contract leaves optional: blank counts as absent. */
/** The language of the customer's letters: one of the contract's, English when not chosen. */
export function letterLanguage(shape: { readonly enum: readonly LetterLanguage[] }) {
  const message = provideValid('language');
  return yup
    .string<LetterLanguage>()
    .typeError(message)
    .oneOf(shape.enum, message)
    .required(message)
    .default('en');
}

export function optionalText(shape: TextShape, message: string) {
  return limited(
    yup.string().trim().transform(blankToUndefined).nonNullable(message),
    shape,
    message,
  ).optional();
}

/** A person's first, middle and last name, as a contract schema shapes them (holder or beneficiary). */
export function nameFields(shape: {
  readonly firstName: TextShape & { readonly required: true };
  readonly middleName: TextShape;
  readonly lastName: TextShape & { readonly required: true };
}) {
  return {
    firstName: requiredText(shape.firstName, provideValid('first name')),
    middleName: optionalText(shape.middleName, provideValid('middle name')),
    lastName: requiredText(shape.lastName, provideValid('last name')),
  };
}

/**
 * One of the contract's string values (a select or radio). A select always asks for a choice, even
 * where the contract has a default (a member's position).
 */
export function stringChoice<T extends string>(
  shape: { readonly required: boolean; readonly enum: readonly T[] },
  message: string,
) {
  return yup.string().oneOf(shape.enum, message).required(message);
}

/** A select's value as a number: '' and nothing are absent, '2' is 2; `message` for anything else. */
export function choiceNumber<T extends number>(message: string) {
  return yup
    .number<T>()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(message);
}

/** One of the contract's integer codes (id type, relationship), from a select. */
export function numberChoice<T extends number>(
  shape: { readonly required: true; readonly enum: readonly T[] },
  message: string,
) {
  return choiceNumber<T>(message).oneOf(shape.enum, message).required(message);
}

/** A whole number within the contract's minimum and maximum. */
export function wholeNumber(shape: NumberShape & { readonly required: true }, message: string) {
  let field = choiceNumber<number>(message).required(message);
  if (shape.type === 'integer') field = field.integer(message);
  if (shape.minimum !== undefined) field = field.min(shape.minimum, message);
  if (shape.maximum !== undefined) field = field.max(shape.maximum, message);
  return field;
}

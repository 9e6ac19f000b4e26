import Ajv, { type Options } from 'ajv';
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

const bodies = makeAjv({ coerceTypes: false });
const parameters = makeAjv({ coerceTypes: true });

function isMultipartSchema(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, { format?: string }> }).properties ?? {};
  return Object.values(properties).some((p) => p.format === 'binary');
}

/**
 * Bodies are checked exactly: no coercion ("3" is not 3) and no silent stripping of unknown
 * fields. Query, path and header values arrive as text, so only they are coerced.
 * Multipart bodies are read and checked by their handler.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') {
    if (isMultipartSchema(schema)) return () => true;
    const validate = bodies.compile(schema as object);
    // Fastify skips validation of a missing body; every body in the contract is required.
    const check = Object.assign(
      (data: unknown) => {
        const valid = validate(data === undefined ? null : data);
        check.errors = validate.errors;
        return valid;
      },
      { errors: validate.errors },
    );
    return check;
  }
  return parameters.compile(schema as object);
};

export { addFormats };

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
    return bodies.compile(schema as object);
  }
  return parameters.compile(schema as object);
};

export { addFormats };

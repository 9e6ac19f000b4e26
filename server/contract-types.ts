import type { components, operations } from '../src/api/schema.gen';

/** The shapes of openapi.yaml, for every layer of the server: answers, inputs and parameters. */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;
export type JsonBodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

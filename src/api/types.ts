import type { paths } from './schema.gen';

/** The JSON body an operation takes, by path and method. */
export type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

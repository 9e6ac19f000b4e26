import { conflict, isUniqueViolation } from '../errors';

/** The field and message a unique index's violation is answered with, by the index's name. */
export type KnownUniqueIndexes = Record<string, [field: string, message: string]>;

/** Turns a unique-index violation into a 409 naming the field, for the indexes a payload can hit. */
export function rethrowAsConflict(error: unknown, known: KnownUniqueIndexes): never {
  if (isUniqueViolation(error)) {
    const constraint = (error as { constraint?: string }).constraint ?? '';
    const hit = known[constraint];
    if (hit) throw conflict(hit[1], { [hit[0]]: hit[1] });
  }
  throw error;
}

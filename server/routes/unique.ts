import { conflict, isUniqueViolation } from '../errors';

/** Turns a unique-index violation into a 409 naming the field, for the indexes a payload can hit. */
export function rethrowAsConflict(
  error: unknown,
  known: Record<string, [field: string, message: string]>,
): never {
  if (isUniqueViolation(error)) {
    const constraint = (error as { constraint?: string }).constraint ?? '';
    const hit = known[constraint];
    if (hit) throw conflict(hit[1], { [hit[0]]: hit[1] });
  }
  throw error;
}

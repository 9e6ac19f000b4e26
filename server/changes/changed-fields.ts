import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangedField } from './pending-store';

/** Equal as stored: both sides come from the same normalising function, so key order matches. */
export const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Each field whose stored value would change, as the contract shows it. `columns` maps a contract
 * field to its stored column; `view` turns a stored value into what the contract shows.
 */
export function scalarChanges(
  columns: Readonly<Record<string, string>>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  view: (field: string, value: unknown) => unknown = (_field, value) => value,
): ChangedField[] {
  const changes: ChangedField[] = [];
  for (const [field, column] of Object.entries(columns)) {
    const from = before[column] ?? null;
    const to = after[column] ?? null;
    if (!sameValue(from, to)) changes.push({ field, before: view(field, from), after: view(field, to) });
  }
  return changes;
}

/** Names the policies of a policyId change, so a screen shows names rather than ids. */
export async function labelPolicies(
  db: Kysely<Database> | Transaction<Database>,
  changes: ChangedField[],
): Promise<ChangedField[]> {
  const policy = changes.find((change) => change.field === 'policyId');
  if (!policy) return changes;
  const ids = [policy.before, policy.after].filter((id): id is string => typeof id === 'string');
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('policies').select(['id', 'name']).where('id', 'in', ids).execute()).map(
          (row) => [row.id, row.name] as const,
        ),
  );
  const label = (id: unknown) => (typeof id === 'string' ? (names.get(id) ?? null) : null);
  return changes.map((change) =>
    change === policy
      ? { ...change, beforeLabel: label(change.before), afterLabel: label(change.after) }
      : change,
  );
}

/** The file ids a resolved payload refers to. */
export const fileIdsOf = (files: Record<string, string | null>): string[] =>
  Object.values(files).filter((id): id is string => id !== null);

import type { Kysely, Transaction } from 'kysely';
import type { AuditEntity, Database } from '../db/schema';

export interface AuditEntry {
  entity: AuditEntity;
  entityId: string;
  /** create, update, delete, status.<action>, claim.<step>, member.add */
  action: string;
  /** The staff user; null for a public self-enrolment. */
  actorId: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  changes?: Record<string, unknown> | null;
}

/** An entry as its audit_log row. */
const auditRow = (entry: AuditEntry) => ({
  entity_type: entry.entity,
  entity_id: entry.entityId,
  action: entry.action,
  actor_id: entry.actorId,
  from_status: entry.fromStatus ?? null,
  to_status: entry.toStatus ?? null,
  reason: entry.reason ?? null,
  changes: entry.changes ? JSON.stringify(entry.changes) : null,
});

/** Appends one step to a record's history. Call it inside the change's own transaction. */
export async function audit(trx: Transaction<Database> | Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(entry)).execute();
}

/** Appends many steps at once (a batch of a results file); inside the change's own transaction. */
export async function auditAll(trx: Transaction<Database>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await trx.insertInto('audit_log').values(entries.map(auditRow)).execute();
}

/** The fields that differ between two versions of a record, as `{ field: { from, to } }`. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[field] = { from, to };
  }
  return changes;
}

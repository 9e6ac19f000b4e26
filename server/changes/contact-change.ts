import { sql, type Transaction } from 'kysely';
import { CONTACT_FIELDS } from '../../src/domain/material-fields';
import { audit, changedFields } from '../cover/audit';
import type { Database, LetterLanguage } from '../db/schema';

const TABLE = { customer: 'customers', diaspora: 'diasporas' } as const;

/** What changes at once on a covered record: how the person is reached, and the language written to them. */
export type ImmediateColumns = Record<(typeof CONTACT_FIELDS)[number], string | null> & {
  language?: LetterLanguage;
};

/**
 * Mobile, address and the letters' language change at once on a covered record, each written to
 * the history: none of them says who or what is covered, nor where letters go (the email address
 * does, and waits for a second staff user: src/domain/material-fields.ts).
 */
export async function applyContactChange(
  trx: Transaction<Database>,
  kind: keyof typeof TABLE,
  before: { id: string } & Record<string, unknown>,
  after: ImmediateColumns,
  userId: string,
): Promise<void> {
  const contact: Record<string, string | null> = Object.fromEntries(
    CONTACT_FIELDS.map((column) => [column, after[column]]),
  );
  if (after.language !== undefined) contact.language = after.language;
  const changes = changedFields(before, contact);
  if (Object.keys(changes).length === 0) return;
  await trx
    // The two tables share the contact columns; one of them names the shape for the type checker.
    .updateTable(TABLE[kind] as 'customers')
    .set({ ...contact, updated_at: sql<Date>`now()` })
    .where('id', '=', before.id)
    .execute();
  await audit(trx, { entity: kind, entityId: before.id, action: 'update', actorId: userId, changes });
}

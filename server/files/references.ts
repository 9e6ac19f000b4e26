import type { Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';

const FILE_URL = /^\/api\/v1\/files\/([0-9a-fA-F-]{36})$/;

export const fileUrl = (id: string | null): string | null => (id ? `/api/v1/files/${id}` : null);

/**
 * Resolves the file URLs a payload refers to into file ids, checking each file exists and is
 * wholly stored and, for a public enrolment, that it was uploaded in the same enrolment session.
 */
export async function resolveFileReferences(
  trx: Transaction<Database>,
  caller: Caller,
  references: Record<string, string | undefined>,
): Promise<Record<string, string | null>> {
  const resolved: Record<string, string | null> = {};
  const wanted = new Map<string, string[]>();
  for (const [field, url] of Object.entries(references)) {
    if (url === undefined) {
      resolved[field] = null;
      continue;
    }
    const id = FILE_URL.exec(url)?.[1]?.toLowerCase();
    if (!id) throw badRequest({ [field]: SERVER_MESSAGES.uploadAgain });
    resolved[field] = id;
    wanted.set(id, [...(wanted.get(id) ?? []), field]);
  }
  if (wanted.size === 0) return resolved;
  const rows = await trx
    .selectFrom('files')
    .select(['id', 'uploaded_by_enrolment'])
    .where('id', 'in', [...wanted.keys()])
    // A pending upload (not wholly stored, or cut short) is not one to refer to.
    .where('stored_at', 'is not', null)
    .execute();
  const usable = new Set(
    rows
      .filter(
        (row) =>
          caller.kind === 'staff' ||
          (caller.kind === 'enrolment' && row.uploaded_by_enrolment === caller.sessionId),
      )
      .map((row) => row.id),
  );
  const messages: Record<string, string> = {};
  for (const [id, fields] of wanted) {
    if (!usable.has(id)) for (const field of fields) messages[field] = SERVER_MESSAGES.uploadAgain;
  }
  if (Object.keys(messages).length > 0) throw badRequest(messages);
  return resolved;
}

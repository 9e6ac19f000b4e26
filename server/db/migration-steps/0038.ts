import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/**
 * The characters a document's name never keeps (src/domain/display-name.ts): controls, the
 * bidirectional embeddings, overrides, isolates and marks, line and paragraph separators.
 */
const UNSHOWN = `[\\x01-\\x1f\\x7f-\\x9f\\u200e\\u200f\\u061c\\u202a-\\u202e\\u2066-\\u2069\\u2028\\u2029]`;

/** A name column cleaned as the server now cleans names it stores; one left empty reads "document". */
const cleanNames = (table: string, column: string) =>
  sql`UPDATE ${sql.table(table)}
    SET ${sql.ref(column)} = coalesce(nullif(btrim(regexp_replace(${sql.ref(column)}, ${UNSHOWN}, '', 'g')), ''), 'document')
    WHERE ${sql.ref(column)} ~ ${UNSHOWN}`;

/** Migration 0038. Never edit one that has shipped: add a new one. */
export const migrations0038: Record<string, Migration> = {
  '0038_public_upload_room': {
    async up(db) {
      await run(db, [
        // What public uploads no record refers to hold, shared by every server: one row, added to
        // as a public upload completes (never past PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES) and
        // counted again exactly by each sweep of unreferenced uploads. It starts empty: the first
        // sweep, a minute after a server starts, counts what is already there.
        sql`CREATE TABLE public_upload_room (
          id boolean PRIMARY KEY DEFAULT true CHECK (id),
          held_bytes bigint NOT NULL DEFAULT 0 CHECK (held_bytes >= 0),
          counted_at timestamptz NOT NULL DEFAULT now()
        )`,
        sql`INSERT INTO public_upload_room DEFAULT VALUES`,
        // Names stored before the server cleaned them lose their controls and direction overrides.
        cleanNames('files', 'original_name'),
        cleanNames('claim_documents', 'name'),
        cleanNames('groups', 'registration_certificate_name'),
        cleanNames('groups', 'proposal_form_name'),
        cleanNames('groups', 'meeting_minutes_name'),
      ]);
    },
  },
};

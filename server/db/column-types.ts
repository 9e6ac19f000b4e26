import type { ColumnType } from 'kysely';

/** Column types shared by the tables of ./schema.ts and ./record-tables.ts. */

export type CreatedAt = ColumnType<Date, never, never>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A generated column the database maintains. */
export type SearchText = ColumnType<string, never, never>;

import { type RawBuilder, sql } from 'kysely';
import { type ApprovalKind, type BacklogRow, backlogOf, backlogQuery } from '../approvals/waiting';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { AreaDefinition } from './areas';
import { type ClaimMonthRow, claimsOf, claimsQuery } from './claims';
import { type CoverRow, coversOf, coversQuery, foldCovers } from './covers';
import { enrolmentsOf, enrolmentsQuery, foldEnrolments, type WeekRow } from './enrolments';
import { EXPIRING_WITHIN_DAYS, type OverviewCalendar } from './period';
import { foldPremiums, type MonthRow, premiumsOf, premiumsQuery } from './premiums';

/** What the caller may read: the areas, claims, and the kinds they may approve. */
export interface OverviewReader {
  areas: readonly AreaDefinition[];
  claims: boolean;
  kinds: readonly ApprovalKind[];
  permissions: readonly string[];
}

interface Sections {
  covers: CoverRow[] | null;
  enrolments: WeekRow[] | null;
  premiums: MonthRow[] | null;
  claims: ClaimMonthRow[] | null;
  approvals: BacklogRow[] | null;
}

/** A section's rows as one JSON array column, or null when the caller may not read it. */
const section = (name: keyof Sections, query: RawBuilder<unknown> | null) =>
  query
    ? sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${query}) AS r) AS ${sql.ref(name)}`
    : sql`NULL::json AS ${sql.ref(name)}`;

/**
 * The whole overview in one statement, each section a JSON column: one round trip and one of the
 * pool's connections per request, however many sections the caller may read. The tallies the
 * read found long are folded after, as housekeeping.
 */
export async function readOverview(
  db: Db,
  reader: OverviewReader,
  calendar: OverviewCalendar,
): Promise<Schemas['PortfolioOverview']> {
  const { areas } = reader;
  const some = areas.length > 0;
  const { rows } = await sql<Sections>`SELECT
    ${section('covers', some ? coversQuery(areas, calendar) : null)},
    ${section('enrolments', some ? enrolmentsQuery(areas, calendar) : null)},
    ${section('premiums', some ? premiumsQuery(areas, calendar) : null)},
    ${section('claims', reader.claims ? claimsQuery(calendar) : null)},
    ${section('approvals', reader.kinds.length > 0 ? backlogQuery(reader.kinds, reader.permissions) : null)}`.execute(
    db,
  );
  const read = rows[0];
  if (!read) throw new Error('The overview statement answered no row');
  await Promise.all([
    ...(read.covers ? foldCovers(db, areas, calendar, read.covers) : []),
    read.enrolments ? foldEnrolments(db, areas, calendar, read.enrolments) : undefined,
    read.premiums ? foldPremiums(db, calendar, read.premiums) : undefined,
  ]);
  return {
    period: calendar.period,
    from: calendar.from,
    to: calendar.today,
    expiringWithinDays: EXPIRING_WITHIN_DAYS,
    covers: read.covers ? coversOf(areas, read.covers) : [],
    ...(read.enrolments ? { enrolments: enrolmentsOf(calendar, read.enrolments) } : {}),
    ...(read.premiums ? { premiums: premiumsOf(calendar, read.premiums) } : {}),
    ...(read.claims ? { claims: claimsOf(calendar, read.claims) } : {}),
    ...(read.approvals ? { approvals: backlogOf(reader.kinds, read.approvals) } : {}),
  };
}

import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types';
import type { LetterOutboxTable } from './letter-outbox-table';
import type {
  BeneficiariesTable,
  CustomersTable,
  DiasporasTable,
  GroupsTable,
  NextOfKinsTable,
} from './record-tables';

export type { LetterKind, LetterOutboxTable, LetterStatus } from './letter-outbox-table';
export type {
  BeneficiariesTable,
  CoverStatus,
  CustomersTable,
  DiasporasTable,
  GroupsTable,
  LetterLanguage,
  MemberPosition,
  NextOfKinsTable,
} from './record-tables';

/** Kysely's view of the tables created by the migrations in ./migrations.ts. */

export interface RolesTable {
  name: string;
}

export interface RolePermissionsTable {
  role_name: string;
  permission: string;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role_name: string;
  /** The language the staff member chose on their account; null until chosen. */
  language: 'en' | 'sw' | null;
  created_at: CreatedAt;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface EnrolmentSessionsTable {
  id: Generated<string>;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  /** What the session has uploaded so far, against the configured cap. */
  uploaded_files: Generated<number>;
  uploaded_bytes: Generated<number>;
}

export interface FilesTable {
  id: string;
  content_type: string;
  /** The bytes stored; while the upload is pending, the bytes received when its row was written. */
  size: number;
  original_name: string;
  /** Null while the upload is pending. */
  sha256: string | null;
  uploaded_by_user: string | null;
  uploaded_by_enrolment: string | null;
  created_at: CreatedAt;
  /** When the document was wholly in storage; null while pending (never downloadable nor referable). */
  stored_at: Date | null;
}

export interface PoliciesTable {
  id: Generated<string>;
  name: string;
  kind: 'individual' | 'group' | 'diaspora';
  premium: number;
  annual_premium: number;
  terms: string;
  member_benefit: number;
  spouse_benefit: number;
  child_benefit: number;
  parent_benefit: number;
  parent_in_law_benefit: number;
  maximum_benefit: number;
  funeral_lump_sum: number;
  /** Days a premium may stay unpaid before the cover lapses. */
  grace_days: Generated<number>;
  /** Days after a lapse for unpaid premiums in which paying them allows reinstatement. */
  reinstatement_days: Generated<number>;
  created_at: CreatedAt;
}

export interface ClaimsTable {
  id: Generated<string>;
  customer_id: string | null;
  diaspora_id: string | null;
  group_id: string | null;
  amount: number;
  status: 'submitted' | 'approved' | 'paid' | 'rejected';
  created_at: CreatedAt;
  beneficiary_id: string | null;
  claim_type: 'repatriation' | 'funeral' | null;
  event_date: string | null;
  insured_name: string | null;
  submitted_by: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  paid_by: string | null;
  paid_at: Date | null;
  rejected_reason: string | null;
  last_document_at: Date | null;
  /** The standing claim this one repeats for the same person (marked by migration 0035). */
  duplicate_of: string | null;
}

export interface ClaimDocumentsTable {
  id: Generated<string>;
  claim_id: string;
  file_id: string;
  /** 'schooling' for the proof of full-time schooling a child over 17 needs. */
  kind: Generated<'document' | 'schooling'>;
  name: string;
  added_by: string;
  added_at: CreatedAt;
}

export type AuditEntity = 'customer' | 'diaspora' | 'group' | 'claim';

export type PendingChangeKind = 'details' | 'member';

/** A material change to a covered record, waiting for a second staff user (server/changes/). */
export interface PendingChangesTable {
  id: Generated<string>;
  record_kind: Exclude<AuditEntity, 'claim'>;
  record_id: string;
  change_kind: PendingChangeKind;
  /** The validated input with its files resolved to ids; applied as is on approval. */
  payload: ColumnType<unknown, string, string>;
  /** `ChangedField[]` as the contract shows it. */
  diff: ColumnType<unknown, string, string>;
  /** Every uploaded file the payload refers to, so no sweeper removes them while the change waits. */
  file_ids: ColumnType<string[], string[] | undefined, string[]>;
  proposed_by: string;
  proposed_at: Generated<Date>;
  status: Generated<'waiting' | 'approved' | 'rejected'>;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
}

/** A deletion of a record, waiting for a second staff user (server/deletions/, migration 0036). */
export interface DeletionRequestsTable {
  id: Generated<string>;
  record_kind: Exclude<AuditEntity, 'claim'>;
  record_id: string;
  reason: string;
  requested_by: string;
  requested_at: Generated<Date>;
  status: Generated<'waiting' | 'approved' | 'rejected'>;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  entity_type: AuditEntity;
  entity_id: string;
  action: string;
  actor_id: string | null;
  at: CreatedAt;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  changes: unknown;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  operation: string;
  request_hash: string;
  status_code: number;
  response: unknown;
  created_at: CreatedAt;
}

/** Signed changes to a list tab's size, kept by triggers; a tab's total is their sum. */
export interface ListCountsTable {
  id: Generated<string>;
  list: 'customers' | 'diasporas' | 'groups';
  status: string;
  delta: string | number;
}

/** What a sign-in failure count is kept for (server/security/sign-in-throttle.ts). */
export type SignInScope = 'pair' | 'account' | 'place';

/** The one key the throttle hashes accounts and places with. */
export interface SignInHashKeyTable {
  id: number;
  secret: string;
}

export interface SignInFailuresTable {
  key_hash: string;
  scope: SignInScope;
  failures: number;
  last_failure_at: Date;
}

/** One public rate limit's count for one route and address (hashed), in its current window. */
export interface RateLimitCountersTable {
  key_hash: string;
  hits: number;
  window_ends_at: Date;
}

/** What public uploads no record refers to hold, for every server (one row). */
export interface PublicUploadRoomTable {
  id: Generated<boolean>;
  held_bytes: Generated<string | number>;
  /** When a sweep last counted it exactly. */
  counted_at: Generated<Date>;
}

/** A place (hashed with its account) the account signed in from successfully. */
export interface SignInKnownPlacesTable {
  pair_hash: string;
  last_success_at: Date;
}

export type PremiumStatus = 'due' | 'paid' | 'failed' | 'waived';

/** One monthly premium of a cover (server/premiums/); its id makes the debit's reference. */
export interface PremiumsTable {
  id: Generated<number>;
  record_kind: Exclude<AuditEntity, 'claim'>;
  record_id: string;
  due_date: string;
  amount: number;
  status: Generated<PremiumStatus>;
  bank_reference: string | null;
  paid_on: string | null;
  failed_reason: string | null;
  failed_on: string | null;
  waiver_reason: string | null;
  waiver_requested_by: string | null;
  waiver_requested_at: Date | null;
  waived_by: string | null;
  waived_at: Date | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export type ResultFileStatus =
  | 'receiving'
  | 'checking'
  | 'waiting'
  | 'nothing-to-apply'
  | 'applying'
  | 'applied'
  | 'rejected';

/**
 * A core banking results file (server/premiums/results-*.ts): received once (its SHA-256), checked
 * row by row, then applied only when a second staff member approves it.
 */
export interface PremiumResultFilesTable {
  id: Generated<string>;
  /** Null while the file is still arriving. */
  sha256: string | null;
  file_name: string;
  uploaded_by: string;
  uploaded_at: Generated<Date>;
  status: Generated<ResultFileStatus>;
  row_count: Generated<number>;
  byte_count: Generated<string | number>;
  checked_at: Date | null;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  applied_at: Date | null;
  /** What the file changes (or changed): PremiumResultsSummary, once checked. */
  summary: ColumnType<unknown, string | null, string | null>;
  /** The row report of a file applied before approval was needed; its rows hold it now. */
  report: ColumnType<unknown, string | null, string | null>;
}

export type ResultRowOutcome = 'pending' | 'accepted' | 'applied' | 'already-applied' | 'refused';

/** One line of a results file: as read, then as checked, then as applied. */
export interface PremiumResultRowsTable {
  file_id: string;
  line: number;
  reference: string;
  premium_id: string | number | null;
  account: string | null;
  amount: string | number | null;
  day: string | null;
  result: 'paid' | 'failed' | null;
  failure_reason: string | null;
  bank_reference: string | null;
  outcome: ResultRowOutcome;
  reason: string | null;
  record_kind: PremiumsTable['record_kind'] | null;
  record_id: string | null;
}

export interface CoverJobRunsTable {
  id: Generated<number>;
  as_of: string;
  started_at: Date;
  finished_at: Date;
  counts: ColumnType<unknown, string, string>;
}

/** A list tab's net change on one day (UTC), kept by triggers (server/db/overview-tally-sql.ts). */
export interface StatusDayChangesTable {
  id: Generated<string>;
  list: ListCountsTable['list'];
  day: string;
  status: string;
  delta: string | number;
}

/** Covers in force expiring on one day (UTC), per list, kept by triggers (server/db/expiry-tally-sql.ts). */
export interface ExpiryDayCountsTable {
  id: Generated<string>;
  list: ListCountsTable['list'];
  day: string;
  delta: string | number;
}

/** Records enrolled on one day by one channel, kept by triggers. */
export interface EnrolmentDaysTable {
  id: Generated<string>;
  list: ListCountsTable['list'];
  day: string;
  channel: 'self' | 'staff';
  enrolled: string | number;
}

/** Premiums per kind of record, due date, status and month paid (null unless paid), kept by triggers. */
export interface PremiumDayTotalsTable {
  id: Generated<string>;
  record_kind: PremiumsTable['record_kind'];
  due_date: string;
  status: PremiumStatus;
  paid_month: string | null;
  premiums: string | number;
  amount: string | number;
}

export interface Database {
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  enrolment_sessions: EnrolmentSessionsTable;
  files: FilesTable;
  policies: PoliciesTable;
  groups: GroupsTable;
  customers: CustomersTable;
  next_of_kins: NextOfKinsTable;
  diasporas: DiasporasTable;
  beneficiaries: BeneficiariesTable;
  claims: ClaimsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  pending_changes: PendingChangesTable;
  deletion_requests: DeletionRequestsTable;
  claim_documents: ClaimDocumentsTable;
  list_counts: ListCountsTable;
  sign_in_hash_key: SignInHashKeyTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_known_places: SignInKnownPlacesTable;
  rate_limit_counters: RateLimitCountersTable;
  public_upload_room: PublicUploadRoomTable;
  letter_outbox: LetterOutboxTable;
  premiums: PremiumsTable;
  premium_result_files: PremiumResultFilesTable;
  premium_result_rows: PremiumResultRowsTable;
  cover_job_runs: CoverJobRunsTable;
  status_day_changes: StatusDayChangesTable;
  enrolment_days: EnrolmentDaysTable;
  premium_day_totals: PremiumDayTotalsTable;
  expiry_day_counts: ExpiryDayCountsTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, SearchText, UpdatedAt } from './column-types';

/** The tables of the records staff keep: groups, customers and diasporas, with the people they list. */

export type CoverStatus = 'in-progress' | 'covered' | 'uncovered';

/** The language the bank writes to a customer in (server/letters/). */
export type LetterLanguage = 'en' | 'sw';

interface PersonColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  mobile: string;
  dob: string;
  sex: string;
  marital_status: string;
  id_type: number;
  id_number: string;
  id_copy_file: string | null;
  address: string;
}

export interface GroupsTable {
  search_text: SearchText;
  id: Generated<string>;
  name: string;
  members_count: number;
  address: string;
  policy_id: string;
  status: Generated<CoverStatus>;
  policy_effective_date: Date | null;
  cover_start_date: string | null;
  waiting_period_end: string | null;
  status_reason: string | null;
  maker_id: string | null;
  checker_id: string | null;
  expiry_at: Date | null;
  /** The number (from the cover's start) and due date of the next premium the jobs write. */
  next_premium_month: number | null;
  next_premium_due: string | null;
  registration_certificate_file: string | null;
  registration_certificate_name: string | null;
  proposal_form_file: string | null;
  proposal_form_name: string | null;
  meeting_minutes_file: string | null;
  meeting_minutes_name: string | null;
  /** The account its premiums are debited from; null for a group registered before it was asked. */
  account_number: string | null;
  language: Generated<LetterLanguage>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
}

export type MemberPosition = 'chair-person' | 'vice-chair-person' | 'secretary' | 'treasurer' | 'member';

export interface CustomersTable extends PersonColumns {
  search_text: SearchText;
  id: Generated<string>;
  group_id: string | null;
  position: MemberPosition | null;
  photo_file: string | null;
  policy_id: string | null;
  status: Generated<CoverStatus>;
  cover_start_date: string | null;
  waiting_period_end: string | null;
  status_reason: string | null;
  maker_id: string | null;
  checker_id: string | null;
  expiry_at: Date | null;
  /** The number (from the cover's start) and due date of the next premium the jobs write. */
  next_premium_month: number | null;
  next_premium_due: string | null;
  /**
   * The account an individual's premiums are debited from; null for a group member (the group
   * pays) and for an individual registered before it was asked.
   */
  account_number: string | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
  language: Generated<LetterLanguage>;
}

export interface NextOfKinsTable extends PersonColumns {
  id: Generated<string>;
  customer_id: string;
  relationship: number;
  ordinal: number;
}

export interface DiasporasTable extends PersonColumns {
  search_text: SearchText;
  id: Generated<string>;
  email: string;
  account_number: string;
  policy_id: string | null;
  status: Generated<CoverStatus>;
  enrolled_by: 'self' | 'staff';
  created_by_user: string | null;
  enrolment_session: string | null;
  /** Shares an id number, account number or email with a record that existed when it was enrolled. */
  possible_duplicate: Generated<boolean>;
  /** The records it matched then: `DuplicateMatch[]` as JSON text on write (server/diasporas/possible-duplicates.ts). */
  duplicate_of: ColumnType<unknown, string | undefined, string>;
  cover_start_date: string | null;
  waiting_period_end: string | null;
  status_reason: string | null;
  maker_id: string | null;
  checker_id: string | null;
  expiry_at: Date | null;
  /** The number (from the cover's start) and due date of the next premium the jobs write. */
  next_premium_month: number | null;
  next_premium_due: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
  language: Generated<LetterLanguage>;
}

export interface BeneficiariesTable {
  id: Generated<string>;
  diaspora_id: string;
  ordinal: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  sex: string;
  dob: string;
  relationship: number;
  copy_of_proof_file: string | null;
  /** Declared by an approved change after the cover started: their own waiting period starts here. Null: since the cover's start. */
  joined_on: Generated<string | null>;
}

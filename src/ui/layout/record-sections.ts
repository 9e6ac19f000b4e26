import type { ReactNode } from 'react';

/**
 * The parts of a record's detail panel that other features draw (its cover, a change or a deletion
 * waiting for a checker, its premiums, its claims and its history): features never import each other, so the route composes them.
 */
export interface RecordSections<R> {
  /** A deletion waiting for a checker (who asked, why, and the decision). */
  deletion?: (record: R) => ReactNode;
  pendingChange?: (record: R) => ReactNode;
  cover: (record: R) => ReactNode;
  /** The premiums of a record with a cover of its own (not a group member's). */
  premiums?: (record: R) => ReactNode;
  claims: (record: R) => ReactNode;
  history: (record: R) => ReactNode;
}

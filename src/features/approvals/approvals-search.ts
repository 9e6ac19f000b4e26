// Route search validation runs before the inbox's code loads: this file stays small.
import type { ApprovalKind } from '../../api/approvals';

const KINDS: readonly ApprovalKind[] = ['claim', 'diaspora', 'customer', 'group'];

/** The inbox's state kept in the URL: `?kind=claim`. Every kind when absent. */
export interface ApprovalsSearch {
  kind?: ApprovalKind | undefined;
}

/**
 * Reads `?kind=` from the URL. A kind the inbox does not know is dropped: set to undefined, since
 * the router keeps the raw value of a key the validated search leaves out.
 */
export function validateApprovalsSearch(raw: Record<string, unknown>): ApprovalsSearch {
  return { kind: KINDS.find((known) => known === raw.kind) };
}

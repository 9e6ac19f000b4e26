// Route search validation runs before the inbox's code loads, on every page: this file stays small
// and in the domain, so no staff feature code rides along with the public pages.

/** The kinds of work that wait for a checker, as the contract's ApprovalKind names them. */
export const APPROVAL_KINDS = [
  'claim',
  'diaspora',
  'customer',
  'group',
  'change',
  'results-file',
  'deletion',
] as const;
export type ApprovalKindName = (typeof APPROVAL_KINDS)[number];

/** The inbox's state kept in the URL: `?kind=claim`. Every kind when absent. */
export interface ApprovalsSearch {
  kind?: ApprovalKindName | undefined;
}

/**
 * Reads `?kind=` from the URL. A kind the inbox does not know is dropped: set to undefined, since
 * the router keeps the raw value of a key the validated search leaves out.
 */
export function validateApprovalsSearch(raw: Record<string, unknown>): ApprovalsSearch {
  return { kind: APPROVAL_KINDS.find((known) => known === raw.kind) };
}

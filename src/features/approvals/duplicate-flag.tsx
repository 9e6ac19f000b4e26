import type { ApprovalItem } from '@/api/approvals';
import { PossibleDuplicateBadge } from '@/ui/primitives/possible-duplicate-badge';

/** Beside a waiting enrolment's name: the server flagged it as a possible duplicate of an existing record. */
export function DuplicateFlag({ item }: { item: ApprovalItem }) {
  return item.duplicate ? <PossibleDuplicateBadge /> : null;
}

import { Badge } from '@chakra-ui/react';
import type { PremiumResultFile } from '@/api/premiums';
import { useTranslation } from '@/i18n/use-translation';

const PALETTE = {
  checking: 'gray',
  waiting: 'gold',
  'nothing-to-apply': 'gray',
  applying: 'navy',
  applied: 'teal',
  rejected: 'red',
} as const;

/** Where a results file is: being checked, waiting for approval, applied, rejected… */
export function ResultStatusBadge({ status }: { status: PremiumResultFile['status'] }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[status]}>{t(`premiums.files.status.${status}`)}</Badge>;
}

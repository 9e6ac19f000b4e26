import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ApprovalItem } from '@/api/approvals';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';

type ResultsSummary = NonNullable<ApprovalItem['resultsFile']>;

/**
 * A checked results file in the inbox: its name, linking to its review on the premium collection
 * page (its rows, its refused lines), and what approving it would change.
 */
export function ResultsFileSubject({ item, summary }: { item: ApprovalItem; summary: ResultsSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5">
      <Link asChild color="navy.700" fontWeight="semibold">
        <RouterLink
          to="/dashboard/premiums"
          search={{ file: item.id }}
          title={t('approvals.resultsFile.open', { name: item.name })}
        >
          {item.name}
        </RouterLink>
      </Link>
      <Text as="span" fontSize="sm">
        {t('approvals.resultsFile.summary', {
          paid: summary.paid.premiums,
          amount: formatTsh(summary.paid.amount).replace(' ', '\u00a0'),
          failed: summary.failed.premiums,
          refused: summary.refused,
        })}
      </Text>
    </Stack>
  );
}

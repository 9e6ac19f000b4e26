import { Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import type { ApprovalKind } from '@/api/approvals';
import { useTranslation } from '@/i18n/use-translation';

export interface InboxEmptyProps {
  /** The kind the list is filtered to; undefined when it shows every kind. */
  kind: ApprovalKind | undefined;
  /** How many wait of every kind: with a filter, the way back to them. */
  allWaiting: number;
}

/** Nothing waits at all, or nothing of the kind chosen (then with a way to everything else). */
export function InboxEmpty({ kind, allWaiting }: InboxEmptyProps) {
  const { t } = useTranslation();
  const nothingAtAll = kind === undefined || allWaiting === 0;
  return (
    <Box bg="white" borderWidth="1px" rounded="xl" shadow="xs">
      <EmptyState.Root size="md">
        <EmptyState.Content>
          <EmptyState.Indicator color="navy.300">
            <Inbox />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title color="navy.900">
              {kind ? t(`approvals.emptyKind.${kind}`) : t('approvals.empty.title')}
            </EmptyState.Title>
            {nothingAtAll && (
              <EmptyState.Description color="ink.muted">{t('approvals.empty.body')}</EmptyState.Description>
            )}
          </VStack>
          {!nothingAtAll && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/dashboard/approvals" search={{}}>
                {t('approvals.emptyKind.showAll', { count: allWaiting })}
              </RouterLink>
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

import { Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useApi } from '@/api/api-context';
import type { ApprovalItem } from '@/api/approvals';
import { fetchStaffFile } from '@/api/files';
import { waitingChangeQuery } from '@/api/pending-changes';
import { useTranslation } from '@/i18n/use-translation';
import { ChangeDiff } from '@/ui/layout/change-diff';
import { RecordLink } from './record-link';

type ApprovalChange = NonNullable<ApprovalItem['change']>;

/**
 * A waiting change in the inbox: the record it changes, then each changed field before and after,
 * read from the record (the inbox item names only the fields).
 */
export function ChangeSubject({ item, change }: { item: ApprovalItem; change: ApprovalChange }) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(waitingChangeQuery(api, change.recordKind, change.recordId));
  const waiting = query.data?.change;

  let diff: ReactNode;
  if (query.data) {
    diff =
      waiting && waiting.changeId === item.id ? (
        <ChangeDiff
          fields={waiting.fields}
          label={t('ui.change.label', { name: item.name })}
          loadFile={(url) => fetchStaffFile(api, url)}
        />
      ) : (
        <Text fontSize="sm" color="ink.muted">
          {t('approvals.changes.gone')}
        </Text>
      );
  } else if (query.isError) {
    diff = (
      <Stack role="alert" gap="1.5" align="flex-start" fontSize="sm">
        <Text color="navy.900">{t('approvals.changes.failed')}</Text>
        <Button size="xs" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden size={14} />
          {t('approvals.changes.retry')}
        </Button>
      </Stack>
    );
  } else {
    diff = (
      <Stack role="status" aria-label={t('approvals.changes.loading')} gap="2">
        <Skeleton height="3" width="60%" />
        <Skeleton height="3" width="85%" />
      </Stack>
    );
  }

  return (
    <Stack gap="2" minW={{ md: '22rem' }}>
      <Stack gap="0">
        {/* A change waits only on a covered record: it opens in its area's covered tab. */}
        <Link asChild color="navy.700" fontWeight="semibold">
          <RecordLink kind={change.recordKind} id={change.recordId} name={item.name} status="covered" />
        </Link>
        <Text as="span" fontSize="xs" color="ink.muted">
          {t(`approvals.changes.of.${change.recordKind}`)}
        </Text>
      </Stack>
      {diff}
    </Stack>
  );
}

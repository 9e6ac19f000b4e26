import { Badge, Box, Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, RotateCw } from 'lucide-react';
import { DateTime } from 'luxon';
import type { AuditEntry } from '@/api/cover';
import { formatDateTime } from '@/domain/dates';
import { describeFailure, failureOf } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { errorText } from '@/i18n/index';
import { translateServerMessage } from '@/i18n/server-messages';
import type { Section } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';

/** What the timeline needs of the history query (a TanStack `useQuery` result fits). */
export interface HistoryQueryState {
  data: readonly AuditEntry[] | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A record's history as a vertical timeline, oldest at the top and the latest step at the
 * bottom, the order in which the story happened: what happened, who did it, when, the status
 * move and the reason.
 */
export function HistoryTimeline({ query }: { query: HistoryQueryState }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('ui.history.title')}>
      <HistoryBody query={query} />
    </DetailSection>
  );
}

function HistoryBody({ query }: { query: HistoryQueryState }) {
  const { t } = useTranslation();
  if (query.data) {
    if (query.data.length === 0)
      return (
        <Stack gap="0.5" fontSize="sm">
          <Text fontWeight="semibold" color="navy.900">
            {t('ui.history.empty')}
          </Text>
          <Text color="ink.muted">{t('ui.history.emptyBody')}</Text>
        </Stack>
      );
    return (
      <Stack as="ol" aria-label={t('ui.history.label')} gap="0" listStyleType="none">
        {query.data.map((entry, index) => (
          <TimelineItem key={entry.entryId} entry={entry} last={index === (query.data?.length ?? 0) - 1} />
        ))}
      </Stack>
    );
  }
  if (query.isError)
    return (
      <Stack role="alert" gap="2" fontSize="sm" align="flex-start">
        <Text fontWeight="semibold" color="navy.900">
          {t('ui.history.failed')}
        </Text>
        <Text color="ink.muted">{describeFailure(failureOf(query.error), errorText)}</Text>
        <Button size="xs" colorPalette="navy" loading={query.isFetching} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden size={14} />
          {t('ui.history.retry')}
        </Button>
      </Stack>
    );
  return (
    <Stack role="status" aria-busy="true" aria-label={t('ui.history.loading')} gap="3">
      <Skeleton height="4" width="70%" />
      <Skeleton height="4" width="55%" />
      <Skeleton height="4" width="62%" />
    </Stack>
  );
}

/** The `to` of one field of an entry's changes. */
function changedTo(changes: AuditEntry['changes'], field: string): unknown {
  const change = changes?.[field];
  return change && typeof change === 'object' && 'to' in change ? (change as { to: unknown }).to : undefined;
}

/** The results file a premium's entry came from, with who uploaded and who approved it; undefined for any other entry. */
function resultsFileOf(
  changes: AuditEntry['changes'],
): { fileName: string; uploader: string; approver: string } | undefined {
  const file = changedTo(changes, 'resultsFile') as
    | { fileName?: unknown; uploadedBy?: { name?: unknown }; approvedBy?: { name?: unknown } }
    | undefined;
  if (!file || typeof file !== 'object' || typeof file.fileName !== 'string') return undefined;
  return {
    fileName: file.fileName,
    uploader: String(file.uploadedBy?.name ?? ''),
    approver: String(file.approvedBy?.name ?? ''),
  };
}

/** 'marital_status' or 'maritalStatus' in words, for fields the catalogue does not name. */
const inWords = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

function lookup<T extends Record<string, string>>(
  texts: T,
  key: string | null | undefined,
): string | undefined {
  if (!key) return undefined;
  return Object.hasOwn(texts, key) ? texts[key as keyof T] : undefined;
}

type ActionTexts = Section<'ui.history.actions'>;

/** 'create', 'status.approve', 'claim.pay', 'member.add' in words; undefined for an unknown action. */
function actionLabel(action: string, actions: ActionTexts): string | undefined {
  const [group, step, ...rest] = action.split('.');
  if (rest.length > 0) return undefined;
  if (step === undefined)
    return lookup({ create: actions.create, update: actions.update, delete: actions.delete }, group);
  if (group === 'status') return lookup(actions.status, step);
  if (group === 'claim') return lookup(actions.claim, step);
  if (group === 'member') return lookup(actions.member, step);
  if (group === 'change') return lookup(actions.change, step);
  if (group === 'deletion') return lookup(actions.deletion, step);
  if (group === 'letter') return lookup(actions.letter, step);
  if (group === 'premium') return lookup(actions.premium, step);
  return undefined;
}

/** Steps the portal takes by itself: its emails, and the cover jobs' lapses, expiries and renewals. */
const BY_THE_PORTAL = /^(letter\.|status\.(lapse-unpaid|expire|renew)$)/;

function TimelineItem({ entry, last }: { entry: AuditEntry; last: boolean }) {
  const { t, i18n } = useTranslation();
  const actions = i18n.section('ui.history.actions');
  const statuses = i18n.section('ui.history.statuses');
  const positions = i18n.section('ui.history.positions');
  const fields = i18n.section('ui.history.fields');
  const letters = i18n.section('ui.history.letters');

  const label = actionLabel(entry.action, actions) ?? actions.other;
  const detail = entryDetail(entry, {
    position: (position) => lookup(positions, position) ?? position,
    letter: (kind) => lookup(letters, kind) ?? kind,
  });
  const title = detail ? t('ui.history.withDetail', { label, detail }) : label;
  const status = (value: string) => lookup(statuses, value) ?? value;
  const changed =
    (entry.action === 'update' || entry.action === 'change.propose') && entry.changes
      ? Object.keys(entry.changes).map((field) => lookup(fields, field) ?? inWords(field))
      : [];
  const when = DateTime.fromISO(entry.at);
  const resultsFile = resultsFileOf(entry.changes);

  return (
    <HStack as="li" align="stretch" gap="3">
      <Stack align="center" gap="0" flexShrink={0} aria-hidden>
        <Box boxSize="2.5" rounded="full" bg="navy.600" mt="1.5" />
        {last ? null : <Box flex="1" w="0.5" bg="border" my="1" />}
      </Stack>
      <Stack gap="1" pb={last ? '0' : '4'} minW="0" fontSize="sm">
        <Text fontWeight="semibold" color="navy.900">
          {title}
        </Text>
        <Text color="ink.muted">
          {entry.actor
            ? entry.actor.name
            : BY_THE_PORTAL.test(entry.action)
              ? t('ui.history.byPortal')
              : t('ui.history.selfEnrolment')}
          {' · '}
          {when.isValid ? <chakra.time dateTime={entry.at}>{formatDateTime(entry.at)}</chakra.time> : null}
        </Text>
        {entry.fromStatus || entry.toStatus ? (
          <HStack gap="1.5" aria-label={t('ui.history.statusChange')} wrap="wrap">
            {entry.fromStatus ? (
              <Badge variant="subtle" colorPalette="gray">
                {status(entry.fromStatus)}
              </Badge>
            ) : null}
            {entry.fromStatus && entry.toStatus ? <ArrowRight aria-hidden size={14} /> : null}
            {entry.toStatus ? (
              <Badge variant="subtle" colorPalette="navy">
                {status(entry.toStatus)}
              </Badge>
            ) : null}
          </HStack>
        ) : null}
        {entry.reason ? (
          <Text color="navy.900" overflowWrap="anywhere">
            {t('ui.history.reason', { reason: translateServerMessage(entry.reason, i18n.language) })}
          </Text>
        ) : null}
        {changed.length > 0 ? (
          <Text color="navy.900">{t('ui.history.changed', { fields: changed.join(', ') })}</Text>
        ) : null}
        {resultsFile ? (
          <Text color="navy.900" overflowWrap="anywhere">
            {t('ui.history.resultsFile', {
              file: resultsFile.fileName,
              uploader: resultsFile.uploader,
              approver: resultsFile.approver,
            })}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The words in brackets after an entry's label: a claim's amount, a document's or member's name. */
/** The catalogue's words for values an entry names. */
interface DetailWords {
  position: (value: string) => string;
  letter: (kind: string) => string;
}

function entryDetail(entry: AuditEntry, words: DetailWords): string | undefined {
  switch (entry.action) {
    case 'claim.submit': {
      const amount = changedTo(entry.changes, 'amount');
      return typeof amount === 'number' ? formatTsh(amount) : undefined;
    }
    case 'claim.pay': {
      const amount = changedTo(entry.changes, 'amount');
      return typeof amount === 'number' ? formatTsh(amount) : undefined;
    }
    case 'claim.document': {
      const name = changedTo(entry.changes, 'document');
      return typeof name === 'string' ? name : undefined;
    }
    case 'member.add': {
      const name = changedTo(entry.changes, 'member');
      const role = changedTo(entry.changes, 'position');
      const parts = [
        typeof name === 'string' ? name : undefined,
        typeof role === 'string' ? words.position(role) : undefined,
      ].filter((part): part is string => Boolean(part));
      return parts.length > 0 ? parts.join(', ') : undefined;
    }
    case 'premium.paid':
    case 'premium.failed':
    case 'premium.waiver-request':
    case 'premium.waive':
    case 'premium.waiver-reject': {
      const reference = changedTo(entry.changes, 'premium');
      return typeof reference === 'string' ? reference : undefined;
    }
    case 'letter.sent':
    case 'letter.failed': {
      // What it was about and to whom; a failed one's last error shows as its reason.
      const kind = changedTo(entry.changes, 'letter');
      const to = changedTo(entry.changes, 'recipient');
      const parts = [
        typeof kind === 'string' ? words.letter(kind) : undefined,
        typeof to === 'string' ? to : undefined,
      ];
      const named = parts.filter((part): part is string => Boolean(part));
      return named.length > 0 ? named.join(' · ') : undefined;
    }
    default:
      return undefined;
  }
}

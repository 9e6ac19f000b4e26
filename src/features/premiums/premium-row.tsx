import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { Premium } from '@/api/premiums';
import { formatDate } from '@/domain/dates';
import { can, type StaffUser } from '@/domain/staff';
import { translateServerMessage } from '@/i18n/server-messages';
import { useTranslation } from '@/i18n/use-translation';
import { CardRow, cardCell, unlabelledCell } from '@/ui/list/card-table';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';

const STATUS_PALETTE = { due: 'gold', paid: 'teal', failed: 'red', waived: 'gray' } as const;

/** What happened to the premium, in one line: paid, failed, a waiver waiting or granted. */
function PremiumDetail({ premium }: { premium: Premium }) {
  const { t, i18n } = useTranslation();
  const { waiver } = premium;
  const line =
    premium.status === 'paid'
      ? t('premiums.ledger.paidOn', {
          date: formatDate(premium.paidOn, 'short') ?? '',
          reference: premium.bankReference ?? '',
        })
      : premium.status === 'waived' && waiver
        ? t('premiums.ledger.waivedBy', { name: waiver.decidedBy?.name ?? '', reason: waiver.reason })
        : waiver
          ? t('premiums.ledger.waiverWaiting', {
              name: waiver.requestedBy?.name ?? '',
              reason: waiver.reason,
            })
          : premium.status === 'failed'
            ? t('premiums.ledger.failedOn', {
                date: formatDate(premium.failedOn, 'short') ?? '',
                reason: translateServerMessage(premium.failedReason ?? '', i18n.language),
              })
            : null;
  return line ? (
    <Text fontSize="xs" color="ink.muted" overflowWrap="anywhere">
      {line}
    </Text>
  ) : null;
}

export interface WaiverHandlers {
  onAsk: (premium: Premium) => void;
  onDecide: (premium: Premium, decision: 'approve' | 'reject') => void;
  /** The premium whose waiver is being sent, if any. */
  busy: number | null;
}

/** The waiver buttons the user may use on an unpaid premium: ask, or decide someone else's. */
function WaiverActions({
  premium,
  user,
  handlers,
}: {
  premium: Premium;
  user: StaffUser | null;
  handlers: WaiverHandlers;
}) {
  const { t } = useTranslation();
  const unpaid = premium.status === 'due' || premium.status === 'failed';
  if (!unpaid || !user) return null;
  const date = formatDate(premium.dueDate, 'short') ?? premium.dueDate;
  const busy = handlers.busy === premium.premiumId;
  if (!premium.waiver)
    return can(user, 'premiums.manage') ? (
      <Button
        size="xs"
        variant="outline"
        colorPalette="navy"
        aria-label={t('premiums.waiver.askLabel', { date })}
        onClick={() => handlers.onAsk(premium)}
      >
        {t('premiums.waiver.ask')}
      </Button>
    ) : null;
  if (premium.waiver.requestedBy?.userId === user.userId)
    return (
      <Text fontSize="xs" color="ink.muted">
        {t('premiums.waiver.ownRequest')}
      </Text>
    );
  if (!can(user, 'premiums.approve')) return null;
  return (
    <HStack role="group" aria-label={t('premiums.waiver.decisionLabel', { date })} gap="2" wrap="wrap">
      <Button
        size="xs"
        colorPalette="teal"
        loading={busy}
        disabled={handlers.busy !== null}
        onClick={() => handlers.onDecide(premium, 'approve')}
      >
        {t('premiums.waiver.approve')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        disabled={handlers.busy !== null}
        onClick={() => handlers.onDecide(premium, 'reject')}
      >
        {t('premiums.waiver.reject')}
      </Button>
    </HStack>
  );
}

/** One premium of the ledger: a card on phones, a table row from `md`. */
export function PremiumRow({
  premium,
  user,
  handlers,
}: {
  premium: Premium;
  user: StaffUser | null;
  handlers: WaiverHandlers;
}) {
  const { t } = useTranslation();
  const columns = 'premiums.ledger.columns';
  return (
    <CardRow>
      <Table.Cell {...cardCell} data-label={t(`${columns}.dueDate`)}>
        <DateText value={premium.dueDate} />
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={t(`${columns}.reference`)} fontFamily="mono" fontSize="sm">
        {premium.reference}
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={t(`${columns}.amount`)} textAlign={{ md: 'end' }}>
        <Money amount={premium.amount} />
      </Table.Cell>
      <Table.Cell {...cardCell} data-label={t(`${columns}.status`)}>
        <Badge colorPalette={STATUS_PALETTE[premium.status]}>
          {t(`premiums.ledger.statuses.${premium.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
        <PremiumDetail premium={premium} />
        <WaiverActions premium={premium} user={user} handlers={handlers} />
      </Table.Cell>
    </CardRow>
  );
}

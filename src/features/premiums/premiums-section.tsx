import { Badge, Button, EmptyState, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Receipt, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import type { CoverRecordKind } from '@/api/cover';
import { ledgerQuery, type Premium, type PremiumLedger, useWaiverActions } from '@/api/premiums';
import { describeFailure, failureOf } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { FormDialog } from '@/ui/form/form-dialog';
import { ReasonForm } from '@/ui/form/reason-form';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { CardTable } from '@/ui/list/card-table';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';
import { notify } from '@/ui/primitives/toaster';
import { PremiumRow } from './premium-row';
import { useStaffUser } from './use-staff-user';

function Balance({ ledger }: { ledger: PremiumLedger }) {
  const { t } = useTranslation();
  const { balance } = ledger;
  return (
    <Fields>
      <Field label={t('premiums.ledger.paid')}>
        <Money amount={balance.paidAmount} />
      </Field>
      <Field label={t('premiums.ledger.unpaid')}>
        <Money amount={balance.unpaidAmount} color={balance.inArrears ? 'red.700' : undefined} />
      </Field>
      <Field label={t('premiums.ledger.nextDue')}>
        {balance.nextDueDate ? (
          <DateText value={balance.nextDueDate} />
        ) : (
          <MutedValue>{t('premiums.ledger.none')}</MutedValue>
        )}
      </Field>
      {balance.graceEnds ? (
        <Field label={t('premiums.ledger.graceEnds')}>
          <DateText value={balance.graceEnds} />
        </Field>
      ) : null}
    </Fields>
  );
}

function StandingBadge({ ledger }: { ledger: PremiumLedger }) {
  const { t } = useTranslation();
  const { inArrears, unpaidCount } = ledger.balance;
  if (inArrears) return <Badge colorPalette="red">{t('premiums.ledger.inArrears')}</Badge>;
  if (unpaidCount > 0) return <Badge colorPalette="gold">{t('premiums.ledger.unpaidNotLate')}</Badge>;
  return <Badge colorPalette="teal">{t('premiums.ledger.paidUp')}</Badge>;
}

/**
 * A covered record's premiums: the balance (paid, unpaid, next due, the day it lapses when
 * unpaid), every premium newest first, and the waivers staff may ask for or decide.
 */
export function RecordPremiums({ kind, id }: { kind: CoverRecordKind; id: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useStaffUser();
  const query = useQuery(ledgerQuery(api, kind, id));
  const { ask, decide } = useWaiverActions(api, kind, id);
  const [asking, setAsking] = useState<Premium | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const onDecide = async (premium: Premium, decision: 'approve' | 'reject') => {
    setBusy(premium.premiumId);
    const failure = await decide(premium.premiumId, decision);
    setBusy(null);
    if (failure)
      notify.error(t('premiums.waiver.failed'), { description: describeFailure(failure, errorText) });
    else notify.success(t(decision === 'approve' ? 'premiums.waiver.approved' : 'premiums.waiver.rejected'));
  };

  const ledger = query.data;
  return (
    <DetailSection
      title={t('premiums.ledger.title')}
      aside={ledger ? <StandingBadge ledger={ledger} /> : null}
    >
      {ledger ? (
        <Stack gap="4">
          <Balance ledger={ledger} />
          {ledger.premiums.length === 0 ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <Receipt aria-hidden />
                </EmptyState.Indicator>
                <VStack textAlign="center" gap="1">
                  <EmptyState.Title>{t('premiums.ledger.empty')}</EmptyState.Title>
                  <EmptyState.Description>{t('premiums.ledger.emptyBody')}</EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <CardTable
              label={t('premiums.ledger.label')}
              refreshing={query.isFetching}
              columns={[
                { key: 'dueDate', label: t('premiums.ledger.columns.dueDate') },
                { key: 'reference', label: t('premiums.ledger.columns.reference') },
                { key: 'amount', label: t('premiums.ledger.columns.amount'), align: 'end' },
                { key: 'status', label: t('premiums.ledger.columns.status') },
                { key: 'detail', label: '' },
              ]}
            >
              {ledger.premiums.map((premium) => (
                <PremiumRow
                  key={premium.premiumId}
                  premium={premium}
                  user={user}
                  handlers={{ onAsk: setAsking, onDecide: (p, d) => void onDecide(p, d), busy }}
                />
              ))}
            </CardTable>
          )}
        </Stack>
      ) : query.isError ? (
        <Stack role="alert" gap="2" fontSize="sm" align="flex-start">
          <Text fontWeight="semibold" color="navy.900">
            {t('premiums.ledger.failed')}
          </Text>
          <Text color="ink.muted">{describeFailure(failureOf(query.error), errorText)}</Text>
          <Button
            size="xs"
            colorPalette="navy"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden size={14} />
            {t('premiums.ledger.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack role="status" aria-busy="true" aria-label={t('premiums.ledger.loading')} gap="3">
          <Skeleton height="4" width="60%" />
          <Skeleton height="4" width="75%" />
        </Stack>
      )}

      <FormDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t('premiums.waiver.dialogTitle', { reference: asking.reference }) : ''}
      >
        {asking ? (
          <ReasonForm
            texts={{
              intro: t('premiums.waiver.intro'),
              label: t('premiums.waiver.label'),
              hint: t('premiums.waiver.hint'),
              required: t('premiums.waiver.required'),
              tooShort: t('premiums.waiver.tooShort'),
              tooLong: t('premiums.waiver.tooLong'),
              back: t('premiums.waiver.back'),
              submit: t('premiums.waiver.ask'),
              sending: t('premiums.waiver.sending'),
            }}
            colorPalette="navy"
            onCancel={() => setAsking(null)}
            onSubmit={async (reason) => {
              const failure = await ask(asking.premiumId, reason);
              if (failure) {
                notify.error(t('premiums.waiver.failed'), {
                  description: describeFailure(failure, errorText),
                });
                return failure;
              }
              notify.success(t('premiums.waiver.asked'));
              setAsking(null);
              return null;
            }}
          />
        ) : null}
      </FormDialog>
    </DetailSection>
  );
}

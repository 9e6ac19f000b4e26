import { Button, EmptyState, HStack, Separator, Stack, Text, VStack } from '@chakra-ui/react';
import { FileX, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ClaimHolderRef } from '@/api/claims';
import type { ClaimType } from '@/domain/claim-rules';
import { can } from '@/domain/staff';
import { useTranslation } from '@/i18n/use-translation';
import { DetailSection } from '@/ui/layout/detail-section';
import { Money } from '@/ui/primitives/money';
import { ClaimFormDialog, type InsurablePerson, type PayingCover } from './claim-form';
import { ClaimRow, ManagedClaimRow } from './claim-row';
import { type StaffSession, useStaffSession } from './staff-session';

export type { InsurablePerson } from './claim-form';

/** What the section shows of one claim; the record's details carry these (ClaimSummary). */
export interface ClaimEntry {
  claimId: string;
  /** Whole TZS. */
  amount: number;
  status: string;
  createdAt: string;
  type?: ClaimType | null;
  eventDate?: string | null;
  insuredName?: string | null;
  /** 48 hours after the last document; null until a document arrives. */
  paymentDueAt?: string | null;
  /** The staff user who recorded it, who may not approve it. */
  submittedById?: string | null;
  /** Who recorded or documented it: none of them may approve it. */
  makerIds?: readonly string[] | undefined;
}

export interface ClaimsSectionTexts {
  title: string;
  /** Before the total beside the title, e.g. 'Total claim'. */
  total: string;
  /** The list's accessible name. */
  label: string;
  empty: string;
  emptyBody: string;
}

/** What a details view needs to let staff record claims and take each claim through its steps. */
export interface ClaimsManagement {
  holder: ClaimHolderRef;
  holderName: string;
  /** The declared spouse and children a claim may be for (diaspora customers). */
  beneficiaries?: readonly InsurablePerson[];
  /** The cover that pays: only a covered one takes new claims. */
  cover: { status: string } & PayingCover;
  policy: { policyId: string; name: string } | null;
}

export interface ClaimsSectionProps {
  /** Left out of a record's answer for a caller without claims.read: the section is not shown. */
  claims?: readonly ClaimEntry[] | undefined;
  /** The sum of the claims that were not rejected, as the record gives it (with the claims). */
  totalClaim?: number | undefined;
  /** Titles of the section; the shared catalogue's words where left out. */
  texts?: Partial<ClaimsSectionTexts>;
  /** Leave out for a read-only list. */
  manage?: ClaimsManagement;
}

/** The section's props once the record carries its claims. */
type KnownClaims = Omit<ClaimsSectionProps, 'manage' | 'claims' | 'totalClaim'> & {
  claims: readonly ClaimEntry[];
  totalClaim: number;
};

/** A record's claims in a details view, newest first, with their total beside the title. */
export function ClaimsSection({ manage, claims, totalClaim, ...props }: ClaimsSectionProps) {
  // The server leaves claims out for a caller who may not read them; there is nothing to show.
  if (claims === undefined || totalClaim === undefined) return null;
  const known = { ...props, claims, totalClaim };
  return manage ? <ManagedClaimsSection {...known} manage={manage} /> : <ClaimsFrame {...known} />;
}

function useSectionTexts(texts: Partial<ClaimsSectionTexts> | undefined): ClaimsSectionTexts {
  const { t } = useTranslation();
  return {
    title: texts?.title ?? t('ui.claims.title'),
    total: texts?.total ?? t('ui.claims.total'),
    label: texts?.label ?? t('ui.claims.label'),
    empty: texts?.empty ?? t('ui.claims.empty'),
    emptyBody: texts?.emptyBody ?? t('ui.claims.emptyBody'),
  };
}

function ClaimsFrame({
  claims,
  totalClaim,
  texts,
  action,
  session,
  manage,
}: KnownClaims & {
  action?: ReactNode;
  session?: StaffSession;
  manage?: ClaimsManagement;
}) {
  const shown = useSectionTexts(texts);
  return (
    <DetailSection
      title={shown.title}
      aside={
        <HStack gap="3" wrap="wrap" justify="flex-end">
          <Text as="span" fontSize="sm" color="navy.900">
            <Text as="span" color="ink.muted" me="1.5">
              {shown.total}
            </Text>
            <Money amount={totalClaim} fontWeight="semibold" />
          </Text>
          {action}
        </HStack>
      }
    >
      {claims.length === 0 ? (
        <NoClaims texts={shown} />
      ) : (
        <Stack
          as="ul"
          aria-label={shown.label}
          gap="0"
          listStyleType="none"
          separator={<Separator as="li" aria-hidden />}
        >
          {claims.map((claim) =>
            manage && session ? (
              <ManagedClaimRow key={claim.claimId} claim={claim} manage={manage} session={session} />
            ) : (
              <ClaimRow key={claim.claimId} claim={claim} />
            ),
          )}
        </Stack>
      )}
    </DetailSection>
  );
}

function ManagedClaimsSection(props: KnownClaims & { manage: ClaimsManagement }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const [recording, setRecording] = useState(false);
  const { manage } = props;
  const mayRecord = manage.cover.status === 'covered' && can(session.user, 'claims.create');
  return (
    <>
      <ClaimsFrame
        {...props}
        session={session}
        action={
          mayRecord ? (
            <Button size="xs" colorPalette="navy" onClick={() => setRecording(true)}>
              <Plus aria-hidden size={14} />
              {t('ui.claims.record')}
            </Button>
          ) : null
        }
      />
      {mayRecord ? (
        <ClaimFormDialog
          open={recording}
          holder={manage.holder}
          holderName={manage.holderName}
          beneficiaries={manage.beneficiaries}
          cover={manage.cover}
          policy={manage.policy}
          claimedSoFar={props.totalClaim}
          upload={session.upload}
          onClose={() => setRecording(false)}
        />
      ) : null}
    </>
  );
}

function NoClaims({ texts }: { texts: ClaimsSectionTexts }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator color="navy.300">
          <FileX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title color="navy.900" fontSize="sm">
            {texts.empty}
          </EmptyState.Title>
          <EmptyState.Description color="ink.muted" fontSize="sm">
            {texts.emptyBody}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

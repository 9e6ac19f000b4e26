import { Button, HStack, Stack, Text, Link as TextLink } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { refreshAfterDeletionStep, requestCustomerDeletion } from '@/api/deletions';
import { fetchStaffFile } from '@/api/files';
import { type Individual, individualDetailQuery } from '@/api/individuals';
import { describeFailure } from '@/domain/failures';
import { fullName } from '@/domain/names';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { DetailsHeader } from '@/ui/layout/details-header';
import { RecordLoad } from '@/ui/layout/details-states';
import { IdentificationSection } from '@/ui/layout/identification-section';
import { LetterLanguageDetail } from '@/ui/layout/letter-language-detail';
import { NextOfKinSection } from '@/ui/layout/next-of-kin-section';
import { PaymentAccountDetail } from '@/ui/layout/payment-account-detail';
import type { RecordSections } from '@/ui/layout/record-sections';
import { DateText } from '@/ui/primitives/date-text';
import { SexText } from '@/ui/primitives/person-words';
import { SidePanel } from '@/ui/primitives/side-panel';
import { notify } from '@/ui/primitives/toaster';
import { DeletionDialog } from './deletion-dialog';

export interface IndividualDetailsPanelProps {
  customerId: string;
  /** Whether the user may delete customers (`customers.delete`). */
  canDelete: boolean;
  /** Whether the user may edit customers (`customers.update`). */
  canUpdate: boolean;
  /** Back to the list the panel was opened from. */
  onClosed: () => void;
  /** Cover, waiting change or deletion, claims and history, drawn by their features. */
  sections: RecordSections<Individual>;
}

/** The 'Individuals details' drawer over the list, with Delete and Edit under it (SPEC §2). */
export function IndividualDetailsPanel({
  customerId,
  canDelete,
  canUpdate,
  onClosed,
  sections,
}: IndividualDetailsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(individualDetailQuery(api, customerId));
  const footer =
    query.data && (canDelete || canUpdate) ? (
      <DetailsFooter customer={query.data} canDelete={canDelete} canUpdate={canUpdate} />
    ) : undefined;
  return (
    <SidePanel title={t('individuals.details.title')} onClosed={onClosed} footer={footer}>
      <DetailsBody customerId={customerId} sections={sections} canUpdate={canUpdate} />
    </SidePanel>
  );
}

function DetailsFooter({
  customer,
  canDelete,
  canUpdate,
}: {
  customer: Individual;
  canDelete: boolean;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { refusal, waiting } = customer.deletion;

  /** Asks for the deletion; it then waits on the panel for a second staff member. */
  const askToDelete = async (reason: string) => {
    const result = await requestCustomerDeletion(api, customer.customerId, reason);
    // Either way the panel reads the customer again: the deletion waiting, or why it may not be.
    refreshAfterDeletionStep(queryClient, customer.customerId);
    if (result.error) {
      notify.error(t('individuals.details.deleteFailed'), {
        description: describeFailure(result.error, errorText),
      });
      return result.error;
    }
    notify.success(t('individuals.details.deletionAsked'));
    setAsking(false);
    return null;
  };

  // Delete only where the server would take it: none waits already, and the rule allows it.
  const offerDelete = canDelete && !waiting && !refusal;
  return (
    <Stack gap="2" w="full">
      {canDelete && refusal ? (
        <Text fontSize="sm" color="ink.muted">
          {t(`individuals.details.notDeletable.${refusal}`)}
        </Text>
      ) : null}
      <HStack gap="3" w="full" justify="flex-end">
        {offerDelete && (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            <Trash2 aria-hidden size={16} />
            {t('individuals.details.delete')}
          </Button>
        )}
        {canUpdate && (
          <Button asChild colorPalette="navy">
            <Link
              to="/dashboard/customers/individuals/edit/$customerId/basic-details"
              params={{ customerId: customer.customerId }}
            >
              <Pencil aria-hidden size={16} />
              {t('individuals.details.edit')}
            </Link>
          </Button>
        )}
      </HStack>
      <DeletionDialog open={asking} onClose={() => setAsking(false)} onSubmit={askToDelete} />
    </Stack>
  );
}

interface DetailsProps {
  sections: RecordSections<Individual>;
  canUpdate: boolean;
}

function DetailsBody({ customerId, ...props }: DetailsProps & { customerId: string }) {
  const { i18n } = useTranslation();
  const api = useApi();
  const query = useQuery(individualDetailQuery(api, customerId));
  return (
    <RecordLoad query={query} words={i18n.section('individuals.details.record')} sectionLines={[5, 2, 3, 4]}>
      {(customer) => <Details customer={customer} {...props} />}
    </RecordLoad>
  );
}

function Details({ customer, sections, canUpdate }: DetailsProps & { customer: Individual }) {
  const { t } = useTranslation();
  const api = useApi();
  const load = (url: string) => fetchStaffFile(api, url);
  const none = t('individuals.details.none');
  return (
    <Stack gap="5">
      <DetailsHeader
        name={fullName(customer)}
        email={customer.email}
        status={customer.status}
        statusLabel={t(`shell.status.${customer.status}`)}
      />

      {sections.deletion?.(customer)}

      {sections.pendingChange?.(customer)}

      {sections.cover(customer)}

      <DetailSection title={t('individuals.details.basic.title')}>
        <Fields>
          <Field label={t('individuals.details.basic.phoneNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {customer.mobile}
            </Text>
          </Field>
          <Field label={t('individuals.details.basic.email')}>
            {customer.email ?? <MutedValue>{none}</MutedValue>}
          </Field>
          <Field label={t('individuals.details.basic.address')}>{customer.address}</Field>
          <Field label={t('individuals.details.basic.dob')}>
            <DateText value={customer.dob} />
          </Field>
          <Field label={t('individuals.details.basic.gender')}>
            <SexText value={customer.sex} />
          </Field>
          {/* A group member has no account of their own: the group pays. */}
          {!customer.group && (
            <PaymentAccountDetail
              accountNumber={customer.accountNumber}
              action={
                !customer.accountNumber && canUpdate ? <AddAccountLink customer={customer} /> : undefined
              }
            />
          )}
          <LetterLanguageDetail language={customer.language} />
        </Fields>
      </DetailSection>

      <DetailSection title={t('individuals.details.policy.title')}>
        <PolicyInformation customer={customer} />
      </DetailSection>

      <IdentificationSection
        idTypeName={t(`individuals.details.identification.types.${customer.idType}`)}
        idNumber={customer.nin}
        idCopy={customer.ID}
        load={load}
      />

      <NextOfKinSection kin={customer.nextOfKin} />

      {sections.premiums?.(customer)}

      {sections.claims(customer)}

      {sections.history(customer)}
    </Stack>
  );
}

/** An individual's account is added by editing the customer: on a covered record a second staff member approves it. */
function AddAccountLink({ customer }: { customer: Individual }) {
  const { t } = useTranslation();
  return (
    <TextLink asChild color="navy.700" textDecoration="underline" textUnderlineOffset="3px" fontSize="sm">
      <Link
        to="/dashboard/customers/individuals/edit/$customerId/basic-details"
        params={{ customerId: customer.customerId }}
      >
        {t('ui.paymentAccount.add')}
      </Link>
    </TextLink>
  );
}

/**
 * SPEC §3: the group's name and the policy that covers the customer: the group's for a group
 * member, else the customer's own, under which the group says there is none.
 */
function PolicyInformation({ customer }: { customer: Individual }) {
  const { t } = useTranslation();
  const noPolicy = <MutedValue>{t('individuals.details.policy.noPolicy')}</MutedValue>;
  const policyName = customer.group ? customer.group.policyName : (customer.policy?.name ?? null);
  return (
    <Fields>
      <Field label={t('individuals.details.policy.group')}>
        {customer.group?.name ?? <MutedValue>{t('individuals.details.policy.noGroup')}</MutedValue>}
      </Field>
      <Field label={t('individuals.details.policy.policy')}>{policyName ?? noPolicy}</Field>
    </Fields>
  );
}

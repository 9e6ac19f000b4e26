import {
  Avatar,
  Badge,
  Box,
  Button,
  EmptyState,
  Heading,
  HStack,
  Separator,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleAlert, FileX, Pencil, RotateCw, Trash2, UserX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { ApiError, type ApiFailure, describeFailure } from '../../api/errors';
import { fetchStaffFile } from '../../api/files';
import { capitalise, fullName } from '../../domain/names';
import { useConfirm } from '../../ui/confirm-dialog';
import { DateText } from '../../ui/date-text';
import { Money } from '../../ui/money';
import { SidePanel, useSidePanelClose } from '../../ui/side-panel';
import { StaffFileLink } from '../../ui/staff-file-link';
import { notify } from '../../ui/toaster';
import {
  type ClaimSummary,
  deleteIndividual,
  type Individual,
  individualDetailQuery,
  individualKeys,
  type NextOfKin,
} from './individuals-api';

export interface IndividualDetailsPanelProps {
  api: ApiClient;
  customerId: string;
  /** Whether the user may delete customers (`customers.delete`). */
  canDelete: boolean;
  /** Whether the user may edit customers (`customers.update`). */
  canUpdate: boolean;
  /** Back to the list the panel was opened from. */
  onClosed: () => void;
}

/** The 'Individuals details' drawer over the list, with Delete and Edit under it (SPEC §2). */
export function IndividualDetailsPanel({
  api,
  customerId,
  canDelete,
  canUpdate,
  onClosed,
}: IndividualDetailsPanelProps) {
  const { t } = useTranslation();
  const query = useQuery(individualDetailQuery(api, customerId));
  const footer =
    query.data && (canDelete || canUpdate) ? (
      <DetailsFooter api={api} customer={query.data} canDelete={canDelete} canUpdate={canUpdate} />
    ) : undefined;
  return (
    <SidePanel title={t('individuals.details.title')} onClosed={onClosed} footer={footer}>
      <DetailsBody api={api} customerId={customerId} />
    </SidePanel>
  );
}

function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiError
    ? error.failure
    : { status: 0, kind: 'http', message: undefined, messages: {} };
}

function DetailsFooter({
  api,
  customer,
  canDelete,
  canUpdate,
}: {
  api: ApiClient;
  customer: Individual;
  canDelete: boolean;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const close = useSidePanelClose();
  const queryClient = useQueryClient();

  const onDelete = async () => {
    const deleted = await confirm({
      type: 'danger',
      title: t('individuals.details.confirmDelete.title'),
      message: t('individuals.details.confirmDelete.message'),
      okayText: t('individuals.details.confirmDelete.okay'),
      loadingText: t('ui.confirm.processing'),
      action: async () => {
        try {
          await deleteIndividual(api, customer.customerId);
        } catch (error) {
          notify.error(t('individuals.details.deleteFailed'), {
            description: describeFailure(failureOf(error), t),
          });
          throw error;
        }
      },
    });
    if (!deleted) return;
    notify.success(t('individuals.details.deleted'));
    // The panel is closing: its own query must not ask again for a customer that is gone.
    await queryClient.cancelQueries({ queryKey: individualKeys.detail(customer.customerId) });
    void queryClient.invalidateQueries({ queryKey: individualKeys.lists() });
    close();
  };

  return (
    <HStack gap="3" w="full" justify="flex-end">
      {canDelete && (
        <Button variant="outline" colorPalette="red" onClick={() => void onDelete()}>
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
  );
}

function DetailsBody({ api, customerId }: { api: ApiClient; customerId: string }) {
  const query = useQuery(individualDetailQuery(api, customerId));
  if (query.data) return <Details api={api} customer={query.data} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    // A malformed id (400) is as missing as an unknown one (404).
    if (failure.status === 404 || failure.status === 400) return <NotFound />;
    return <Failed failure={failure} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <DetailsSkeleton />;
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t('individuals.details.loading')} role="status">
      <HStack gap="4">
        <SkeletonCircle size="14" />
        <Stack flex="1" gap="2">
          <Skeleton height="5" width="60%" />
          <Skeleton height="4" width="45%" />
        </Stack>
      </HStack>
      {[
        ['basic', 5],
        ['policy', 2],
        ['identification', 3],
        ['kin', 4],
      ].map(([section, lines]) => (
        <Stack key={section} gap="3" bg="white" p="4" rounded="xl" borderWidth="1px">
          <Skeleton height="4" width="40%" />
          <SkeletonText noOfLines={Number(lines)} gap="3" />
        </Stack>
      ))}
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const close = useSidePanelClose();
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="navy.300">
          <UserX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title color="navy.900">{t('individuals.details.notFound')}</EmptyState.Title>
          <EmptyState.Description color="ink.muted">
            {t('individuals.details.notFoundBody')}
          </EmptyState.Description>
        </VStack>
        <Button variant="outline" colorPalette="navy" size="sm" onClick={close}>
          <ArrowLeft aria-hidden size={16} />
          {t('individuals.details.back')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Failed({
  failure,
  retrying,
  onRetry,
}: {
  failure: ApiFailure;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.500">
          <CircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title color="navy.900">{t('individuals.details.failed')}</EmptyState.Title>
          <EmptyState.Description color="ink.muted">{describeFailure(failure, t)}</EmptyState.Description>
        </VStack>
        <Button colorPalette="navy" size="sm" loading={retrying} onClick={onRetry}>
          <RotateCw aria-hidden size={16} />
          {t('individuals.details.retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" rounded="xl" p="4">
      <HStack justify="space-between" mb="3" gap="2">
        <Heading
          as="h3"
          id={headingId}
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="ink.muted"
        >
          {title}
        </Heading>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}

/** Label and value pairs: side by side in a wide panel, stacked on a phone. */
function Fields({ children }: { children: ReactNode }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: '9rem minmax(0, 1fr)' }}
      columnGap="4"
      rowGap={{ base: '0.5', sm: '2.5' }}
      fontSize="sm"
    >
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="ink.muted" pt={{ base: '2', sm: '0' }} _first={{ pt: '0' }}>
        {label}
      </Box>
      <Box as="dd" color="navy.900" fontWeight="medium" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" color="ink.muted" fontWeight="normal" fontStyle="italic">
      {children}
    </Text>
  );
}

function Details({ api, customer }: { api: ApiClient; customer: Individual }) {
  const { t } = useTranslation();
  const name = fullName(customer);
  const load = (url: string) => fetchStaffFile(api, url);
  const none = t('individuals.details.none');
  return (
    <Stack gap="5">
      <HStack gap="4" align="center">
        <Avatar.Root size="xl" bg="navy.800" color="white">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Text fontSize="lg" fontWeight="bold" color="navy.900" lineHeight="short">
            {name}
          </Text>
          {customer.email && (
            <Text color="ink.muted" fontSize="sm" overflowWrap="anywhere">
              {customer.email}
            </Text>
          )}
          <HStack gap="2">
            <Badge
              colorPalette={
                customer.status === 'covered' ? 'teal' : customer.status === 'uncovered' ? 'red' : 'gold'
              }
            >
              {t(`individuals.details.status.${customer.status}`)}
            </Badge>
          </HStack>
        </Stack>
      </HStack>

      <Section title={t('individuals.details.basic.title')}>
        <Fields>
          <Field label={t('individuals.details.basic.phoneNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {customer.mobile}
            </Text>
          </Field>
          <Field label={t('individuals.details.basic.email')}>
            {customer.email ?? <Muted>{none}</Muted>}
          </Field>
          <Field label={t('individuals.details.basic.address')}>{customer.address}</Field>
          <Field label={t('individuals.details.basic.dob')}>
            <DateText value={customer.dob} />
          </Field>
          <Field label={t('individuals.details.basic.gender')}>{capitalise(customer.sex)}</Field>
        </Fields>
      </Section>

      <Section title={t('individuals.details.policy.title')}>
        <PolicyInformation customer={customer} />
      </Section>

      <Section title={t('individuals.details.identification.title')}>
        <Fields>
          <Field label={t('individuals.details.identification.idType')}>
            {t(`individuals.details.identification.types.${customer.idType}`)}
          </Field>
          <Field label={t('individuals.details.identification.idNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {customer.nin}
            </Text>
          </Field>
          <Field label={t('individuals.details.identification.idDocument')}>
            {customer.ID ? (
              <StaffFileLink
                url={customer.ID}
                label={t('individuals.details.identification.viewIdDocument')}
                load={load}
              />
            ) : (
              <Muted>{t('individuals.details.noAttachment')}</Muted>
            )}
          </Field>
        </Fields>
      </Section>

      <Section
        title={t('individuals.details.nextOfKin.title')}
        aside={
          <Badge variant="subtle" colorPalette="navy" rounded="full">
            {t('individuals.details.nextOfKin.count', { count: customer.nextOfKin.length })}
          </Badge>
        }
      >
        {customer.nextOfKin.length === 0 ? (
          <Text color="ink.muted" fontSize="sm">
            {t('individuals.details.nextOfKin.none')}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" separator={<Separator as="li" aria-hidden />}>
            {customer.nextOfKin.map((kin) => (
              <NextOfKinItem key={kin.nextOfKinId} kin={kin} />
            ))}
          </Stack>
        )}
      </Section>

      <Section
        title={t('individuals.details.claims.title')}
        aside={
          <Text as="span" fontSize="sm" color="navy.900">
            <Text as="span" color="ink.muted" me="1.5">
              {t('individuals.details.claims.total')}
            </Text>
            <Money amount={customer.totalClaim} fontWeight="semibold" />
          </Text>
        }
      >
        <Claims claims={customer.claims} />
      </Section>
    </Stack>
  );
}

/** The group's name and policy for a group member, else the customer's own policy. */
function PolicyInformation({ customer }: { customer: Individual }) {
  const { t } = useTranslation();
  const noPolicy = <Muted>{t('individuals.details.policy.noPolicy')}</Muted>;
  if (customer.group) {
    return (
      <Fields>
        <Field label={t('individuals.details.policy.group')}>{customer.group.name}</Field>
        <Field label={t('individuals.details.policy.policy')}>{customer.group.policyName ?? noPolicy}</Field>
      </Fields>
    );
  }
  return (
    <Fields>
      <Field label={t('individuals.details.policy.policy')}>{customer.policy?.name ?? noPolicy}</Field>
    </Fields>
  );
}

function NextOfKinItem({ kin }: { kin: NextOfKin }) {
  const { t } = useTranslation();
  const name = fullName(kin);
  return (
    <Box as="li" py="3" _first={{ pt: '0' }} _last={{ pb: '0' }} aria-label={name}>
      <HStack justify="space-between" align="baseline" gap="2" mb="2">
        <Text fontWeight="semibold" color="navy.900" minW="0" overflowWrap="anywhere">
          {name}
        </Text>
        <Badge variant="outline" colorPalette="teal" flexShrink={0}>
          {t(`individuals.details.nextOfKin.relationships.${kin.relationship}`)}
        </Badge>
      </HStack>
      <Fields>
        <Field label={t('individuals.details.nextOfKin.mobile')}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {kin.mobile}
          </Text>
        </Field>
        <Field label={t('individuals.details.nextOfKin.idNumber')}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {kin.idNumber}
          </Text>
        </Field>
      </Fields>
    </Box>
  );
}

function Claims({ claims }: { claims: ClaimSummary[] }) {
  const { t } = useTranslation();
  if (claims.length === 0) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator color="navy.300">
            <FileX />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title color="navy.900" fontSize="sm">
              {t('individuals.details.claims.empty')}
            </EmptyState.Title>
            <EmptyState.Description color="ink.muted" fontSize="sm">
              {t('individuals.details.claims.emptyBody')}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack
      as="ul"
      aria-label={t('individuals.details.claims.label')}
      gap="0"
      listStyleType="none"
      separator={<Separator as="li" aria-hidden />}
    >
      {claims.map((claim) => (
        <HStack
          as="li"
          key={claim.claimId}
          py="2.5"
          _first={{ pt: '0' }}
          _last={{ pb: '0' }}
          justify="space-between"
          gap="3"
          fontSize="sm"
          wrap="wrap"
        >
          <Stack gap="0.5">
            <Money amount={claim.amount} fontWeight="semibold" color="navy.900" />
            <DateText value={claim.createdAt} color="ink.muted" />
          </Stack>
          <Badge
            variant="subtle"
            colorPalette={
              claim.status === 'paid' || claim.status === 'approved'
                ? 'teal'
                : claim.status === 'rejected'
                  ? 'red'
                  : 'gold'
            }
          >
            {capitalise(claim.status)}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}

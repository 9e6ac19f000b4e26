import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  HStack,
  Separator,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Form, Formik } from 'formik';
import { ChevronDown, ChevronUp, FilePlus, FileX, Plus } from 'lucide-react';
import { DateTime } from 'luxon';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { addClaimDocument, type Claim, type ClaimHolderRef, claimQuery, decideClaim } from '@/api/claims';
import type { ApiClient } from '@/api/client';
import { fetchStaffFile } from '@/api/files';
import { useStaffUpload } from '@/api/use-staff-upload';
import { CLAIM_STATUSES, CLAIM_TYPES, type ClaimStatus, type ClaimType } from '@/domain/claim-rules';
import { describeFailure, failureOf } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { capitalise } from '@/domain/names';
import { reasonField } from '@/domain/schemas/reason';
import { can, type StaffUser } from '@/domain/staff';
import type { UploadedFile } from '@/domain/uploaded-file';
import { errorText } from '@/i18n/index';
import { DateText } from '@/ui/date-text';
import { DetailSection } from '@/ui/detail-section';
import { Field, Fields, MutedValue } from '@/ui/fields';
import { FileUpload } from '@/ui/file-upload';
import { FormDialog } from '@/ui/form-dialog';
import { TextAreaField } from '@/ui/form-fields';
import type { UploadFile } from '@/ui/form-parts';
import { Money } from '@/ui/money';
import { StaffFileLink } from '@/ui/staff-file-link';
import { notify } from '@/ui/toaster';
import { ClaimFormDialog, type InsurablePerson, type PayingCover } from './claim-form';
import { ClaimNextStepAction } from './claim-next-step';

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
  api: ApiClient;
  holder: ClaimHolderRef;
  holderName: string;
  /** The declared spouse and children a claim may be for (diaspora customers). */
  beneficiaries?: readonly InsurablePerson[];
  /** The cover that pays: only a covered one takes new claims. */
  cover: { status: string } & PayingCover;
  policy: { policyId: string; name: string } | null;
}

export interface ClaimsSectionProps {
  claims: readonly ClaimEntry[];
  /** The sum of the claims that were not rejected, as the record gives it. */
  totalClaim: number;
  /** Titles of the section; the shared catalogue's words where left out. */
  texts?: Partial<ClaimsSectionTexts>;
  /** Leave out for a read-only list. */
  manage?: ClaimsManagement;
}

/** A record's claims in a details view, newest first, with their total beside the title. */
export function ClaimsSection({ manage, ...props }: ClaimsSectionProps) {
  return manage ? <ManagedClaimsSection {...props} manage={manage} /> : <ClaimsFrame {...props} />;
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

/** What the claim steps need of the signed-in staff member: who they are and their upload. */
interface StaffSession {
  user: StaffUser | null;
  upload: UploadFile;
}

function useStaffSession(): StaffSession {
  // Claims show only in the dashboard, whose route hands down the signed-in statechart.
  const { auth, config } = useRouteContext({ from: '/dashboard' });
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  const upload = useStaffUpload({
    apiBaseUrl: config.apiBaseUrl,
    staffToken: () => auth.getSnapshot().context.token,
    onStaffUnauthorized: () => auth.send({ type: 'session.expired' }),
  });
  return { user, upload };
}

function ClaimsFrame({
  claims,
  totalClaim,
  texts,
  action,
  session,
  manage,
}: Omit<ClaimsSectionProps, 'manage'> & {
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

function ManagedClaimsSection(props: Omit<ClaimsSectionProps, 'manage'> & { manage: ClaimsManagement }) {
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
          api={manage.api}
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

const isClaimStatus = (status: string): status is ClaimStatus =>
  (CLAIM_STATUSES as readonly string[]).includes(status);
const isClaimType = (type: string | null | undefined): type is ClaimType =>
  (CLAIM_TYPES as readonly (string | null | undefined)[]).includes(type);

const STATUS_PALETTE: Record<string, string> = {
  approved: 'teal',
  paid: 'green',
  rejected: 'red',
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTE[status] ?? 'gold'}>
      {isClaimStatus(status) ? t(`ui.claims.status.${status}`) : capitalise(status)}
    </Badge>
  );
}

/** 'Mar 05, 2025 14:30' in the viewer's time zone. */
const dateTime = (iso: string) => DateTime.fromISO(iso).setLocale('en').toFormat('LLL dd, yyyy HH:mm');

/** The time payment falls due (SPEC §9: 48 hours after the last document), red once it has passed. */
function PaymentDue({ dueAt, status }: { dueAt: string; status: string }) {
  const { t } = useTranslation();
  const overdue = status !== 'paid' && status !== 'rejected' && DateTime.fromISO(dueAt) < DateTime.now();
  return (
    <HStack gap="1.5" wrap="wrap" data-overdue={overdue || undefined}>
      <Text as="span" color={overdue ? 'fg.error' : 'ink.muted'} fontWeight={overdue ? 'semibold' : 'normal'}>
        {t('ui.claims.paymentDue', { date: dateTime(dueAt) })}
      </Text>
      {overdue ? (
        <Badge size="sm" variant="solid" colorPalette="red">
          {t('ui.claims.overdue')}
        </Badge>
      ) : null}
    </HStack>
  );
}

const STEP_ORDER: Record<string, number> = { submitted: 0, approved: 1, paid: 2, rejected: 2 };

/**
 * The row as the freshest answer has it: the claim read in full (after a step taken here, or
 * when its details were opened) unless the record's list has since moved it further.
 */
function ManagedClaimRow({
  claim,
  manage,
  session,
}: {
  claim: ClaimEntry;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const full = useQuery({ ...claimQuery(manage.api, claim.claimId), enabled: false }).data;
  const fresher = full && (STEP_ORDER[full.status] ?? 0) >= (STEP_ORDER[claim.status] ?? 0);
  const shown: ClaimEntry = fresher
    ? {
        ...claim,
        status: full.status,
        submittedById: full.submittedBy?.userId ?? null,
        makerIds: full.makerIds,
      }
    : claim;
  return <ClaimRow claim={shown} manage={manage} session={session} />;
}

function ClaimRow({
  claim,
  manage,
  session,
}: {
  claim: ClaimEntry;
  manage?: ClaimsManagement;
  session?: StaffSession;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const summaryId = useId();
  const name = claim.insuredName ?? null;
  return (
    <Box as="li" py="2.5" _first={{ pt: '0' }} _last={{ pb: '0' }} fontSize="sm">
      <HStack justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Stack id={summaryId} gap="0.5" minW="0">
          {name || isClaimType(claim.type) ? (
            <Text as="span" color="navy.900">
              {name ? (
                <Text as="span" fontWeight="semibold">
                  {name}
                </Text>
              ) : null}
              {name && isClaimType(claim.type) ? ' · ' : null}
              {isClaimType(claim.type) ? t(`ui.claims.types.${claim.type}`) : null}
            </Text>
          ) : null}
          <Money amount={claim.amount} fontWeight="semibold" color="navy.900" />
          {claim.eventDate ? (
            <Text as="span" color="ink.muted">
              {t('ui.claims.eventOn')} <DateText value={claim.eventDate} />
            </Text>
          ) : (
            <DateText value={claim.createdAt} color="ink.muted" />
          )}
          {claim.paymentDueAt ? <PaymentDue dueAt={claim.paymentDueAt} status={claim.status} /> : null}
        </Stack>
        <Stack gap="1.5" align="flex-end">
          <StatusBadge status={claim.status} />
          {manage && session ? (
            <ClaimNextStepAction
              claim={claim}
              user={session.user}
              api={manage.api}
              holder={manage.holder}
              describedBy={summaryId}
            />
          ) : null}
          {manage ? (
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="navy"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t('ui.claims.detailsOf', { name: name ?? formatTsh(claim.amount) })}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? t('ui.claims.hideDetails') : t('ui.claims.showDetails')}
              {open ? <ChevronUp aria-hidden size={14} /> : <ChevronDown aria-hidden size={14} />}
            </Button>
          ) : null}
        </Stack>
      </HStack>
      {manage && session && open ? (
        <Box id={detailsId} mt="3" p="3" bg="bg.muted" rounded="md">
          <ClaimDetails claimId={claim.claimId} manage={manage} session={session} />
        </Box>
      ) : null}
    </Box>
  );
}

function ClaimDetails({
  claimId,
  manage,
  session,
}: {
  claimId: string;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const { t } = useTranslation();
  const query = useQuery(claimQuery(manage.api, claimId));
  if (query.data) return <ClaimFull claim={query.data} manage={manage} session={session} />;
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('ui.claims.detail.failed')}</Alert.Title>
          <Alert.Description>{describeFailure(failureOf(query.error), errorText)}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          {t('ui.claims.detail.retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <Text role="status" color="ink.muted">
      {t('ui.claims.detail.loading')}
    </Text>
  );
}

function ClaimFull({
  claim,
  manage,
  session,
}: {
  claim: Claim;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const { t } = useTranslation();
  const none = <MutedValue>{t('ui.claims.detail.noStaff')}</MutedValue>;
  return (
    <Stack gap="3">
      <Fields>
        <Field label={t('ui.claims.detail.submittedBy')}>{claim.submittedBy?.name ?? none}</Field>
        {claim.decidedBy ? (
          <Field label={t('ui.claims.detail.decidedBy')}>{claim.decidedBy.name}</Field>
        ) : null}
        {claim.rejectedReason ? (
          <Field label={t('ui.claims.detail.rejectedReason')}>{claim.rejectedReason}</Field>
        ) : null}
        {claim.paidAt ? <Field label={t('ui.claims.detail.paidAt')}>{dateTime(claim.paidAt)}</Field> : null}
        <Field label={t('ui.claims.detail.documents')}>
          {claim.documents.length === 0 ? (
            <MutedValue>{t('ui.claims.detail.noDocuments')}</MutedValue>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {claim.documents.map((document) => (
                <Box as="li" key={document.documentId}>
                  <StaffFileLink
                    url={document.url}
                    label={
                      document.kind === 'schooling'
                        ? t('ui.claims.detail.schoolingProof', { name: document.name })
                        : document.name
                    }
                    load={(url) => fetchStaffFile(manage.api, url)}
                  />
                </Box>
              ))}
            </Stack>
          )}
        </Field>
      </Fields>
      <ClaimActions claim={claim} manage={manage} session={session} />
    </Stack>
  );
}

/** The other steps the signed-in staff member may take on the claim now (its next is on its row). */
function ClaimActions({
  claim,
  manage,
  session,
}: {
  claim: Claim;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [adding, setAdding] = useState(false);
  const { user } = session;
  const submitted = claim.status === 'submitted';
  const mayDecide = submitted && can(user, 'claims.approve');
  const mayAddDocument = (submitted || claim.status === 'approved') && can(user, 'claims.create');
  if (!mayDecide && !mayAddDocument) return null;

  return (
    <>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('ui.claims.actions.label')}>
        {mayDecide ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
            {t('ui.claims.actions.reject')}
          </Button>
        ) : null}
        {mayAddDocument ? (
          <Button size="xs" variant="outline" colorPalette="navy" onClick={() => setAdding(true)}>
            <FilePlus aria-hidden size={14} />
            {t('ui.claims.actions.addDocument')}
          </Button>
        ) : null}
      </HStack>
      <FormDialog open={rejecting} title={t('ui.claims.reject.title')} onClose={() => setRejecting(false)}>
        {rejecting ? (
          <RejectForm claimId={claim.claimId} manage={manage} onClose={() => setRejecting(false)} />
        ) : null}
      </FormDialog>
      <FormDialog open={adding} title={t('ui.claims.document.title')} onClose={() => setAdding(false)}>
        {adding ? (
          <DocumentForm
            claimId={claim.claimId}
            manage={manage}
            upload={session.upload}
            onClose={() => setAdding(false)}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

function RejectForm({
  claimId,
  manage,
  onClose,
}: {
  claimId: string;
  manage: ClaimsManagement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = t('ui.claims.reject.reasonInvalid');
  const schema = Yup.object({
    reason: reasonField({ required: invalid, tooShort: invalid, tooLong: invalid }),
  });
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await decideClaim(manage.api, queryClient, manage.holder, claimId, {
            action: 'reject',
            reason: values.reason.trim(),
          });
          notify.success(t('ui.claims.reject.done'));
          onClose();
        } catch (error) {
          const found = failureOf(error);
          if (found.messages.reason) helpers.setErrors({ reason: found.messages.reason });
          else setFailure(describeFailure(found, errorText));
          notify.error(t('ui.claims.reject.failed'), { description: describeFailure(found, errorText) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <TextAreaField name="reason" label={t('ui.claims.reject.reason')} required useSchemaMessage />
            {failure ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            ) : null}
            <HStack justify="flex-end" gap="3">
              <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                {t('ui.claims.reject.cancel')}
              </Button>
              <Button type="submit" colorPalette="red" loading={isSubmitting}>
                {t('ui.claims.reject.submit')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function DocumentForm({
  claimId,
  manage,
  upload,
  onClose,
}: {
  claimId: string;
  manage: ClaimsManagement;
  upload: UploadFile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // One key per opened form: a double click or a retry adds the document once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const save = async () => {
    if (!file) {
      setProblem(t('ui.claims.document.required'));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      // Only the file's address and name: the upload's answer carries more than a claim takes.
      await addClaimDocument(
        manage.api,
        queryClient,
        manage.holder,
        claimId,
        { url: file.url, name: file.name },
        idempotencyKey,
      );
      notify.success(t('ui.claims.document.done'));
      onClose();
    } catch (error) {
      const message = describeFailure(failureOf(error), errorText);
      setProblem(message);
      notify.error(t('ui.claims.document.failed'), { description: message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="4">
      <FileUpload
        label={t('ui.claims.document.file')}
        upload={upload}
        value={file}
        onChange={(stored) => {
          setFile(stored);
          setProblem(null);
        }}
        {...(problem ? { errorText: problem } : {})}
      />
      <HStack justify="flex-end" gap="3">
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          {t('ui.claims.document.cancel')}
        </Button>
        <Button type="button" colorPalette="navy" loading={saving} onClick={() => void save()}>
          {t('ui.claims.document.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}

import { changeDecisionRefusal } from '@machines/change-checker';
import { offeredMoves } from '@machines/cover-status.machine';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useApi } from '@/api/api-context';
import { fetchCertificate } from '@/api/certificates';
import { type CoverRecordKind, type CoverState, historyQuery, useChangeCoverStatus } from '@/api/cover';
import { type DeletionRequest, useDeletionDecision } from '@/api/deletions';
import { fetchStaffFile } from '@/api/files';
import { decisionOutcome, type PendingChange, useChangeDecision } from '@/api/pending-changes';
import { ledgerQuery } from '@/api/premiums';
import { describeFailure } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { COVER_JOB_REASONS } from '@/domain/premiums';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { useSidePanelClose } from '@/ui/primitives/side-panel';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';
import { CoverSection } from './cover-section';
import { DeletionWaitingSection } from './deletion-waiting-section';
import { HistoryTimeline } from './history-timeline';
import { PendingChangeSection } from './pending-change-section';

/** A record with a cover of its own, and the permission area its staff act in. */
export interface CoveredRecord {
  kind: CoverRecordKind;
  id: string;
  area: 'customers' | 'diasporas' | 'groups';
  cover: CoverState;
}

function useStaffUser() {
  return useSelector(useRouteContext({ from: '/dashboard' }).auth, (snapshot) => snapshot.context.user);
}

/** The record's cover with the moves the signed-in user may make (maker-checker). */
export function RecordCover({ record }: { record: CoveredRecord }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useStaffUser();
  const { cover } = record;
  const onMove = useChangeCoverStatus(api, record.kind, record.id);
  // A cover the jobs lapsed for unpaid premiums is offered reinstatement only once they are paid.
  const lapsedUnpaid = cover.status === 'uncovered' && cover.statusReason === COVER_JOB_REASONS.lapse;
  const ledger = useQuery({ ...ledgerQuery(api, record.kind, record.id), enabled: lapsedUnpaid });
  const owed = lapsedUnpaid ? (ledger.data?.balance.unpaidAmount ?? null) : 0;
  const owing = owed === null || owed > 0;
  const moves = (user ? offeredMoves(cover.status, cover.makerIds, user, record.area) : []).filter(
    (move) => !(owing && move === 'reinstate'),
  );
  return (
    <CoverSection
      cover={cover}
      moves={moves}
      {...(lapsedUnpaid && owed !== null && owed > 0
        ? { note: t('ui.cover.reinstateAfterArrears', { amount: formatTsh(owed) }) }
        : {})}
      isMaker={user ? cover.makerIds.includes(user.userId) : false}
      onMove={onMove}
      certificate={
        cover.status === 'covered' ? (
          <StaffFileLink
            url={`certificate:${record.kind}:${record.id}`}
            label={t('ui.cover.certificate')}
            load={() => fetchCertificate(api, record.kind, record.id)}
          />
        ) : null
      }
    />
  );
}

/**
 * A change to who or what the record covers that waits for a second staff member; the panel
 * around it keeps showing the approved details. A checker approves or rejects it here.
 */
export function RecordPendingChange({
  record,
  recordName,
  change,
}: {
  record: CoveredRecord;
  recordName: string;
  change: PendingChange | null;
}) {
  const api = useApi();
  const user = useStaffUser();
  const decide = useChangeDecision(api, record.kind, record.id);
  if (!change) return null;
  return (
    <PendingChangeSection
      change={change}
      recordName={recordName}
      refusal={changeDecisionRefusal(
        user,
        record.cover.makerIds,
        change.proposedBy?.userId ?? null,
        record.area,
      )}
      onDecide={async (decision, reason) =>
        decisionOutcome(await decide(change.changeId, decision, reason), (failure) =>
          describeFailure(failure, errorText),
        )
      }
      loadFile={(url) => fetchStaffFile(api, url)}
    />
  );
}

/** The record's audit history, newest first. */
export function RecordHistory({ kind, id }: { kind: CoverRecordKind; id: string }) {
  return <HistoryTimeline query={useQuery(historyQuery(useApi(), kind, id))} />;
}

/**
 * A customer's deletion that waits for a second staff member; a checker (none of its makers, nor
 * its requester) approves it here, which deletes the customer and closes the panel, or rejects it.
 */
export function RecordDeletion({
  customerId,
  recordName,
  makerIds,
  deletion,
}: {
  customerId: string;
  recordName: string;
  makerIds: readonly string[];
  deletion: DeletionRequest | null;
}) {
  const api = useApi();
  const user = useStaffUser();
  const decide = useDeletionDecision(api, customerId);
  const close = useSidePanelClose();
  if (!deletion) return null;
  return (
    <DeletionWaitingSection
      deletion={deletion}
      recordName={recordName}
      refusal={changeDecisionRefusal(user, makerIds, deletion.requestedBy?.userId ?? null, 'customers')}
      onDecide={async (decision, reason) => {
        const failure = await decide(deletion.deletionId, decision, reason);
        if (!failure && decision === 'approve') close();
        return decisionOutcome(failure, (f) => describeFailure(f, errorText));
      }}
    />
  );
}

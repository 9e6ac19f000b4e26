import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@/api/cover';
import { AppProviders } from '@/app/app-providers';
import { ApiError } from '@/domain/failures';
import { type HistoryQueryState, HistoryTimeline } from '@/features/cover/history-timeline';

const AMINA = { userId: '0b8e3f3a-5a43-4b8c-9a55-6c5f1d2e7a10', name: 'Amina Mwakyusa' };
const BARAKA = { userId: '7c2e9b14-3d5f-4a61-8e27-b90c1d2e3f40', name: 'Baraka Kimaro' };

let nextId = 1;
function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    entryId: nextId++,
    action: 'create',
    actor: AMINA,
    at: '2025-07-01T12:30:00.000Z',
    fromStatus: null,
    toStatus: null,
    reason: null,
    changes: null,
    ...overrides,
  };
}

function query(overrides: Partial<HistoryQueryState>): HistoryQueryState {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(), ...overrides };
}

function renderTimeline(state: HistoryQueryState) {
  return render(
    <AppProviders>
      <HistoryTimeline query={state} />
    </AppProviders>,
  );
}

const localTime = (iso: string) =>
  DateTime.fromISO(iso).toLocal().setLocale('en').toFormat('LLL dd, yyyy, HH:mm');

describe('the history timeline', () => {
  it('tells each step in words, oldest first, with who, when, the status move, reasons and changed fields', () => {
    const entries = [
      entry({ action: 'create', actor: null, toStatus: 'in-progress', reason: 'Self-enrolment' }),
      entry({
        action: 'update',
        at: '2025-07-02T08:05:00.000Z',
        changes: {
          first_name: { from: 'Juma', to: 'Jumanne' },
          address: { from: 'Sinza', to: 'Mbezi' },
          favouriteColour: { from: null, to: 'blue' },
        },
      }),
      entry({
        action: 'status.reject',
        fromStatus: 'in-progress',
        toStatus: 'uncovered',
        reason: 'ID copy unreadable',
      }),
      entry({
        action: 'status.reopen',
        fromStatus: 'uncovered',
        toStatus: 'in-progress',
        reason: 'New ID copy',
      }),
      entry({
        action: 'status.approve',
        actor: BARAKA,
        fromStatus: 'in-progress',
        toStatus: 'covered',
        changes: { coverStartDate: { from: null, to: '2025-07-03' } },
      }),
      entry({
        action: 'claim.submit',
        changes: { claim: { from: null, to: 'c1' }, amount: { from: null, to: 1_500_000 } },
      }),
      entry({ action: 'claim.document', changes: { document: { from: null, to: 'death-certificate.pdf' } } }),
      entry({ action: 'claim.approve', actor: BARAKA, fromStatus: 'submitted', toStatus: 'approved' }),
      entry({
        action: 'claim.reject',
        actor: BARAKA,
        fromStatus: 'submitted',
        toStatus: 'rejected',
        reason: 'Late',
      }),
      entry({
        action: 'claim.pay',
        fromStatus: 'approved',
        toStatus: 'paid',
        changes: { amount: { from: null, to: 5_000_000 } },
      }),
      entry({
        action: 'status.exhaust',
        fromStatus: 'covered',
        toStatus: 'uncovered',
        reason: 'Maximum benefit paid',
      }),
      entry({ action: 'status.reinstate', actor: BARAKA, fromStatus: 'uncovered', toStatus: 'covered' }),
      entry({
        action: 'status.lapse',
        fromStatus: 'covered',
        toStatus: 'uncovered',
        reason: 'Premium unpaid',
      }),
      entry({
        action: 'status.cancel',
        fromStatus: 'covered',
        toStatus: 'uncovered',
        reason: 'At the holder’s request',
      }),
      entry({
        action: 'member.add',
        changes: { member: { from: null, to: 'Neema Said' }, position: { from: null, to: 'chair-person' } },
      }),
      entry({ action: 'delete', fromStatus: 'uncovered' }),
      entry({ action: 'archive.something' }),
    ];
    renderTimeline(query({ data: entries }));

    const items = within(screen.getByRole('list', { name: 'Record history' })).getAllByRole('listitem');
    const titles = items.map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual([
      'Registered',
      'Details changed',
      'Rejected',
      'Reopened',
      'Approved',
      'Claim recorded (Tsh 1,500,000)',
      'Claim document added (death-certificate.pdf)',
      'Claim approved',
      'Claim rejected',
      'Claim paid (Tsh 5,000,000)',
      'Cover ended: maximum benefit used up',
      'Reinstated',
      'Lapsed',
      'Cover cancelled',
      'Member added (Neema Said, Chairperson)',
      'Deleted',
      'Record changed',
    ]);

    const [registered, changed, rejected, , approved] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // A public self-enrolment has no staff user.
    expect(within(registered).getByText(/^Self-enrolment/)).toBeInTheDocument();
    expect(within(registered).getByText('In-progress')).toBeInTheDocument();
    const time = registered.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-07-01T12:30:00.000Z');
    expect(time).toHaveTextContent(localTime('2025-07-01T12:30:00.000Z'));

    expect(within(changed).getByText(/^Amina Mwakyusa/)).toBeInTheDocument();
    expect(within(changed).getByText('Changed: first name, address, favourite colour')).toBeInTheDocument();
    expect(changed.querySelector('time')).toHaveTextContent(localTime('2025-07-02T08:05:00.000Z'));

    const move = within(rejected).getByLabelText('Status');
    expect(move).toHaveTextContent('In-progressUncovered');
    expect(within(rejected).getByText('Reason: ID copy unreadable')).toBeInTheDocument();

    expect(within(approved).getByText(/^Baraka Kimaro/)).toBeInTheDocument();
    expect(within(approved).getByLabelText('Status')).toHaveTextContent('In-progressCovered');
    // The dates an approval sets are the cover's business, not changed details.
    expect(within(approved).queryByText(/^Changed:/)).toBeNull();
  });

  it('says when nothing is recorded yet', () => {
    renderTimeline(query({ data: [] }));
    expect(screen.getByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Record history' })).toBeNull();
  });

  it('shows a loading state while the history is read', () => {
    renderTimeline(query({ isFetching: true }));
    expect(screen.getByRole('status', { name: 'Loading the history…' })).toBeInTheDocument();
  });

  it("shows the server's message when the history cannot be read, and Try again asks again", async () => {
    const refetch = vi.fn();
    renderTimeline(
      query({
        isError: true,
        error: new ApiError({
          status: 500,
          kind: 'http',
          message: 'The database is unavailable',
          messages: {},
        }),
        refetch,
      }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The history could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('The database is unavailable')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('the customer’s emails in the history', () => {
  const added = (to: unknown) => ({ from: null, to });

  it('says which email went to whom, sent by the portal, and why one failed', () => {
    renderTimeline(
      query({
        data: [
          entry({
            action: 'letter.sent',
            actor: null,
            changes: {
              letter: added('cover-approved'),
              recipient: added('asha@example.tz'),
              language: added('sw'),
              attempts: added(1),
            },
          }),
          entry({
            action: 'letter.failed',
            actor: null,
            reason: '550 mailbox unavailable',
            changes: { letter: added('claim-paid'), recipient: added('juma@example.tz'), attempts: added(8) },
          }),
        ],
      }),
    );
    const [sent, failed] = within(screen.getByRole('list', { name: 'Record history' })).getAllByRole(
      'listitem',
    );
    expect(sent).toHaveTextContent(
      'Email sent to the customer (Cover approved, with the certificate · asha@example.tz)',
    );
    expect(sent).toHaveTextContent('The portal');
    expect(sent).not.toHaveTextContent('Self-enrolment');
    expect(failed).toHaveTextContent('Email to the customer failed (Claim paid · juma@example.tz)');
    expect(failed).toHaveTextContent('Reason: 550 mailbox unavailable');
  });
});

describe('a premium moved by a results file in the history', () => {
  it('names the file, who uploaded it and who approved it', () => {
    renderTimeline(
      query({
        data: [
          entry({
            action: 'premium.paid',
            actor: BARAKA,
            changes: {
              premium: { from: 'due', to: 'paid' },
              amount: { from: null, to: 25_000 },
              paidOn: { from: null, to: '2025-07-05' },
              bankReference: { from: null, to: 'CBS-2025-0001' },
              resultsFile: {
                from: null,
                to: {
                  fileId: '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f',
                  fileName: 'core-results-july.csv',
                  uploadedBy: AMINA,
                  approvedBy: BARAKA,
                },
              },
            },
          }),
          entry({
            action: 'premium.waive',
            actor: BARAKA,
            changes: { premium: { from: 'due', to: 'waived' } },
          }),
        ],
      }),
    );
    const [paid, waived] = within(screen.getByRole('list', { name: 'Record history' })).getAllByRole(
      'listitem',
    );
    expect(paid).toHaveTextContent(
      'From the results file core-results-july.csv: uploaded by Amina Mwakyusa, approved by Baraka Kimaro',
    );
    expect(waived).not.toHaveTextContent('From the results file');
  });
});

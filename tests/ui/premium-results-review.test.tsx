import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, serverMessage } from '@/domain/server-messages';
import { SERVER_MESSAGES_SW } from '@/i18n/sw/server-messages';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const staff = (userId: string, firstName: string, permissions: string[]) => ({
  ...STAFF,
  userId,
  firstName,
  role: { name: 'staff', permissions: permissions.map((name) => ({ name })) },
  permissions,
});

/** Uploads results files; may not approve them. */
const OFFICER = staff('3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', 'Neema', ['premiums.manage']);
/** May approve a file someone else uploaded. */
const CHECKER = staff('9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', 'Baraka', [
  'premiums.manage',
  'premiums.approve',
]);

const FILE_ID = '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f';
const FILE_NAME = 'core-results-march.csv';
const BASE = `/premiums/results/${FILE_ID}`;

const SUMMARY = {
  rows: 2,
  accepted: 1,
  applied: 0,
  alreadyApplied: 0,
  refused: 1,
  paid: { premiums: 1, amount: 25_000 },
  failed: { premiums: 0, amount: 0 },
  records: { customer: 0, diaspora: 1, group: 0 },
  refusedReasons: [{ reason: SERVER_MESSAGES.resultUnknownReference, rows: 1 }],
};

const resultFile = (status: string, extra: Record<string, unknown> = {}) => ({
  resultFileId: FILE_ID,
  fileName: FILE_NAME,
  status,
  rowCount: 2,
  uploadedBy: { userId: OFFICER.userId, name: 'Neema Mwakyusa' },
  uploadedAt: '2026-03-02T08:00:00.000Z',
  checkedAt: status === 'checking' ? null : '2026-03-02T08:00:05.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  appliedAt: null,
  summary: status === 'checking' ? null : SUMMARY,
  ...extra,
});

const REFUSED_ROW = {
  line: 3,
  reference: 'PRM-99999999',
  result: 'paid',
  amount: 25_000,
  date: '2026-03-01',
  outcome: 'refused',
  reason: SERVER_MESSAGES.resultUnknownReference,
  record: null,
};

/**
 * Opens the premium collection page for `user`. The results file goes as multipart, which the fake
 * cannot read as JSON: the form's fields are kept here and the request reaches the fake without a body.
 */
async function openPage(user: typeof STAFF, path = '/dashboard/premiums') {
  const api = new FakeApi();
  const uploaded: string[][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/premiums/results')) {
      // (jsdom's File does not survive Node's FormData, so only the field is checked, not its bytes.)
      uploaded.push([...(await request.formData()).keys()]);
      return api.fetch(new Request(request.url, { method: 'POST', headers: request.headers }));
    }
    return api.fetch(request);
  };
  storeSession(user);
  const app = renderApp(path, { fetch });
  (await app.queries.load()).setQueryDefaults(['premiums'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api, uploaded };
}

const review = () => screen.findByRole('region', { name: `Results file ${FILE_NAME}` });

describe('a results file on the premium collection page', () => {
  it('is sent for checking, followed until checked, and then waits for a second person: never for its uploader', async () => {
    const page = await openPage(OFFICER);
    await page.api.respond('GET', '/premiums/results', 200, { data: [], nextCursor: null });
    expect(await screen.findByText('No results file has been received yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    const csv = new File(['reference,account,amount,date,result,reason,bank_reference\n'], FILE_NAME, {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Results file (CSV)'), csv);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    // The answer is the file and its counts, being checked: no row report.
    await page.api.respond('POST', '/premiums/results', 201, {
      data: resultFile('checking'),
      alreadyUploaded: false,
    });
    expect(page.uploaded).toEqual([['file']]);

    // The page follows the file's status as the server reports it.
    await page.api.respond('GET', BASE, 200, { data: resultFile('checking') });
    const section = await review();
    expect(await within(section).findByText('Checking 2 rows…')).toBeInTheDocument();
    expect(page.router.state.location.search).toEqual({ file: FILE_ID });

    await page.api.respond('GET', BASE, 200, { data: resultFile('waiting') });
    expect(
      await within(section).findByText('Checked: waiting for a second person’s approval'),
    ).toBeInTheDocument();
    expect(within(section).getByText('1 premium, Tsh 25,000')).toBeInTheDocument();
    expect(within(section).getByText('Unknown reference: no premium has it: 1')).toBeInTheDocument();
    expect(
      within(section).getByText('You uploaded this file: another staff member who may approve decides.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve and apply' })).toBeNull();

    // The refused rows show first, with their reason.
    await page.api.respond('GET', `${BASE}/rows`, 200, { data: [REFUSED_ROW], nextAfter: null });
    const rows = await within(section).findByRole('table', { name: `Rows of ${FILE_NAME}` });
    expect(within(rows).getByText('PRM-99999999')).toBeInTheDocument();
    expect(within(rows).getByText('Unknown reference: no premium has it')).toBeInTheDocument();
  });

  it('says why a file past its bounds was refused, next to the field, and opens no review', async () => {
    const page = await openPage(OFFICER);
    await page.api.respond('GET', '/premiums/results', 200, { data: [], nextCursor: null });
    const user = userEvent.setup();
    const csv = new File(['reference,account,amount,date,result,reason,bank_reference\n'], FILE_NAME, {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('Results file (CSV)'), csv);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    const message = serverMessage.resultsTooManyRows(200_000);
    await page.api.respond('POST', '/premiums/results', 413, {
      respMsg: message,
      messages: { file: message },
      status: 413,
    });
    const field = screen.getByLabelText('Results file (CSV)');
    const upload = screen.getByRole('region', { name: 'Results from core banking' });
    expect(await within(upload).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: `Results file ${FILE_NAME}` })).toBeNull();
    expect(page.router.state.location.search).toEqual({});
  });

  it('is approved by another staff member after its summary, and followed until applied', async () => {
    const page = await openPage(CHECKER, `/dashboard/premiums?file=${FILE_ID}`);
    await page.api.respond('GET', BASE, 200, { data: resultFile('waiting') });
    const section = await review();
    expect(await within(section).findByText('1 premium, Tsh 25,000')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Approve and apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve results file' });
    expect(
      within(dialog).getByText(
        `Apply ${FILE_NAME}? 1 premiums will be marked paid (Tsh 25,000) and 0 debits failed, on 1 records.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    const decision = await page.api.respond('POST', `${BASE}/decision`, 200, {
      data: resultFile('applying', { decidedBy: { userId: CHECKER.userId, name: 'Baraka Mwakyusa' } }),
    });
    expect(decision.body).toEqual({ decision: 'approve' });

    await page.api.respond('GET', BASE, 200, {
      data: resultFile('applied', {
        decidedBy: { userId: CHECKER.userId, name: 'Baraka Mwakyusa' },
        appliedAt: '2026-03-02T09:00:00.000Z',
      }),
    });
    expect(
      await within(section).findByText(/^Applied on .+, approved by Baraka Mwakyusa$/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve and apply' })).toBeNull();
  });

  it('is rejected with a reason', async () => {
    const page = await openPage(CHECKER, `/dashboard/premiums?file=${FILE_ID}`);
    await page.api.respond('GET', BASE, 200, { data: resultFile('waiting') });
    const section = await review();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject results file' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong month sent by the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const decision = await page.api.respond('POST', `${BASE}/decision`, 200, {
      data: resultFile('rejected', { decisionReason: 'Wrong month sent by the bank' }),
    });
    expect(decision.body).toEqual({ decision: 'reject', reason: 'Wrong month sent by the bank' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject results file' })).toBeNull());
  });

  it('says why rows were refused in the reader’s language', async () => {
    const page = await openPage(
      { ...OFFICER, language: 'sw' } as typeof STAFF,
      `/dashboard/premiums?file=${FILE_ID}`,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    await page.api.respond('GET', BASE, 200, { data: resultFile('waiting') });
    expect(await screen.findByText(`${SERVER_MESSAGES_SW.resultUnknownReference}: 1`)).toBeInTheDocument();
  });
});

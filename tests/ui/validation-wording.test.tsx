import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { ApiProvider } from '@/api/api-context';
import { createApiClient } from '@/api/client';
import { AppProviders } from '@/app/app-providers';
import { beneficiarySchema } from '@/domain/schemas/beneficiary';
import { diasporaDetailsSchema } from '@/domain/schemas/diaspora-details';
import { groupDetailsSchema, leaderSchema } from '@/domain/schemas/group';
import { groupMemberSchema } from '@/domain/schemas/group-member';
import { individualDetailsSchema, nextOfKinSchema } from '@/domain/schemas/individual';
import { loginSchema } from '@/domain/schemas/login';
import { ClaimFormDialog } from '@/features/claims/claim-form';
import { CoverSection } from '@/features/cover/cover-section';
import { en } from '@/i18n/en';
import { RejectDialog } from '@/ui/form/reject-dialog';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp, TEST_CONFIG } from './render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * SPEC §5's one style for a value missing or not valid: 'Please provide valid {field}', with what
 * a valid value looks like in brackets where it helps; SPEC's own 'Please provide a valid id
 * number' (and the rules' 'Please provide a valid date of birth') read the same way.
 */
const ONE_STYLE = /^Please provide (a )?valid [a-z]/;

/** Every message in the list that is not in the one style (a 'Required', a library's words…). */
const offStyle = (messages: Iterable<string>) => [...new Set(messages)].filter((m) => !ONE_STYLE.test(m));

// Values a user leaves out or gets wrong: what a text, date, number or select control holds…
const BAD_VALUES: readonly unknown[] = ['', '   ', '#', 'x'.repeat(300), 'not-a-date', 'abc', 99, -1.5, null];
// …and what an upload holds.
const BAD_FILES: readonly unknown[] = [{}, { url: '', name: '' }, { name: 'proof.pdf' }];

/** Every message the schema gives for each field left empty or malformed, the others left out. */
function schemaMessages(schema: yup.AnyObjectSchema): string[] {
  const messages: string[] = [];
  const collect = (values: Record<string, unknown>) => {
    try {
      schema.validateSync(values, { abortEarly: false });
    } catch (error) {
      messages.push(...(error as yup.ValidationError).errors);
    }
  };
  collect({});
  for (const [field, rules] of Object.entries(schema.fields)) {
    const upload = (rules as yup.Schema).type === 'object';
    for (const value of upload ? BAD_FILES : BAD_VALUES) collect({ [field]: value });
  }
  return messages;
}

const FORM_SCHEMAS: [string, yup.AnyObjectSchema][] = [
  ['login', loginSchema],
  ['individual details', individualDetailsSchema],
  ['next of kin', nextOfKinSchema()],
  ['group details', groupDetailsSchema],
  ['group leader', leaderSchema()],
  ['group member', groupMemberSchema()],
  ['diaspora details', diasporaDetailsSchema],
  ['beneficiary', beneficiarySchema([])],
];

describe('the validation messages of every form are in one style (SPEC §5)', () => {
  it.each(FORM_SCHEMAS)(
    'the %s schema says "Please provide valid …" for empty and malformed values',
    (_, schema) => {
      const messages = schemaMessages(schema);
      expect(messages.length).toBeGreaterThan(0);
      expect(offStyle(messages)).toEqual([]);
    },
  );

  /** The field messages a form shows now: the text each invalid control points to. */
  function shownMessages(scope: HTMLElement): string[] {
    const invalid = [...scope.querySelectorAll('[aria-invalid="true"]')];
    const described = invalid
      .map((control) => control.getAttribute('aria-describedby'))
      .flatMap((ids) => (ids ? ids.split(' ') : []))
      .map((id) => document.getElementById(id)?.textContent ?? '');
    const alerts = within(scope)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent ?? '');
    return [...described, ...alerts].filter(Boolean);
  }

  /** Types a malformed value into every text-like control (dates left alone: the rules judge them). */
  async function typeMalformed(user: UserEvent, scope: HTMLElement) {
    const controls = [...scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    for (const control of controls) {
      if (['file', 'hidden', 'checkbox', 'radio', 'date'].includes(control.type) || control.disabled)
        continue;
      await user.clear(control);
      await user.type(control, control.type === 'number' ? '1.5' : '#');
    }
  }

  /** Submits the form empty, then malformed, and gathers what it said each time. */
  async function messagesOf(user: UserEvent, scope: () => HTMLElement, submit: () => HTMLElement) {
    await user.click(submit());
    await waitFor(() => expect(shownMessages(scope()).length).toBeGreaterThan(0));
    const empty = shownMessages(scope());
    await typeMalformed(user, scope());
    await user.click(submit());
    await waitFor(() => expect(shownMessages(scope()).length).toBeGreaterThan(0));
    return [...empty, ...shownMessages(scope())];
  }

  it('the login form, left empty and with a malformed email', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login Into Account' });
    const form = () => screen.getByRole('main');
    const messages = await messagesOf(user, form, () => screen.getByRole('button', { name: 'Login' }));
    expect(messages).toContain('Please provide valid email');
    expect(offStyle(messages)).toEqual([]);
    app.unmount();
  });

  it("the diaspora details form, where the email said 'Required' and then 'Invalid email'", async () => {
    localStorage.setItem(
      'diaspora-policy-form-details',
      JSON.stringify({
        termsAccepted: true,
        enrolmentToken: 'enr_test',
        enrolmentExpiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/diaspora/basic-details');
    await screen.findByRole('heading', { level: 1, name: 'User Details' });
    const form = () => screen.getByRole('main');
    const messages = await messagesOf(
      user,
      form,
      () => screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement,
    );
    expect(messages).toContain('Please provide valid email');
    expect(offStyle(messages)).toEqual([]);
    app.unmount();
  });

  it('the group details form, its policy included', async () => {
    const registrar = {
      ...STAFF,
      role: { name: 'officer', permissions: [{ name: 'groups.read' }, { name: 'groups.create' }] },
      permissions: ['groups.read', 'groups.create'],
    };
    storeSession(registrar);
    const api = new FakeApi();
    const user = userEvent.setup();
    const app = renderApp('/dashboard/customers/groups/add-group/basic-details', { fetch: api.fetch });
    await api.respond('GET', '/auth/me', 200, { data: registrar });
    await screen.findByLabelText(/^Group name/);
    const form = () => screen.getByLabelText(/^Group name/).closest('form') as HTMLElement;
    const messages = await messagesOf(user, form, () => within(form()).getByRole('button', { name: 'Next' }));
    expect(messages.some((message) => message.startsWith('Please provide valid group name'))).toBe(true);
    expect(offStyle(messages)).toEqual([]);
    app.unmount();
  });

  it("a cover move's reason", async () => {
    const user = userEvent.setup();
    const view = render(
      <AppProviders>
        <CoverSection
          cover={{
            status: 'covered',
            coverStartDate: '2025-01-01',
            waitingPeriodEnd: '2025-04-01',
            expiryAt: '2026-01-01T00:00:00.000Z',
            statusReason: null,
            makerId: null,
            makerIds: [],
            checkerId: null,
          }}
          moves={['lapse']}
          onMove={async () => undefined}
        />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Lapse' }));
    const dialog = () => screen.getByRole('dialog');
    await screen.findByRole('dialog');
    const messages = await messagesOf(user, dialog, () =>
      within(dialog()).getByRole('button', { name: /Lapse/ }),
    );
    expect(offStyle(messages)).toEqual([]);
    view.unmount();
  });

  it('the reason for rejecting in the approvals inbox', async () => {
    const user = userEvent.setup();
    const view = render(
      <AppProviders>
        <RejectDialog
          subject={{ title: 'Reject cover', intro: 'The cover will not start.' }}
          onCancel={() => undefined}
          onReject={async () => undefined}
        />
      </AppProviders>,
    );
    const dialog = () => screen.getByRole('dialog');
    await screen.findByRole('dialog');
    const messages = await messagesOf(user, dialog, () =>
      within(dialog()).getByRole('button', { name: 'Reject' }),
    );
    expect(offStyle(messages)).toEqual([]);
    view.unmount();
  });

  it('the claim form', async () => {
    const user = userEvent.setup();
    const api = new FakeApi();
    const client = createApiClient(
      TEST_CONFIG.apiBaseUrl,
      { staffToken: () => 'stf_test_token', enrolmentToken: () => null, onUnauthorized: () => undefined },
      api.fetch,
    );
    const view = render(
      <ApiProvider client={client}>
        <AppProviders>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <ClaimFormDialog
              open
              holder={{
                holderKind: 'diaspora',
                holderId: '5b1f0d8e-2c4a-4f7e-9d3b-1a2b3c4d5e6f',
                recordKeys: [],
              }}
              holderName="Baraka Kimaro"
              cover={{ coverStartDate: '2025-01-01', waitingPeriodEnd: '2025-04-01' }}
              policy={null}
              claimedSoFar={0}
              upload={async () => {
                throw new Error('no upload in this test');
              }}
              onClose={() => undefined}
            />
          </QueryClientProvider>
        </AppProviders>
      </ApiProvider>,
    );
    const dialog = () => screen.getByRole('dialog', { name: 'Record a claim' });
    await screen.findByRole('dialog', { name: 'Record a claim' });
    const messages = await messagesOf(user, dialog, () =>
      within(dialog()).getByRole('button', { name: 'Record claim' }),
    );
    expect(messages).toContain('Please provide valid claim type');
    expect(offStyle(messages)).toEqual([]);
    view.unmount();
  });
});

/** Every text of the catalogue, with its key. */
function catalogueTexts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => catalogueTexts(value, path ? `${path}.${key}` : key));
}

describe('one spelling of each status', () => {
  it("writes the in-progress status 'In-progress' wherever it is shown (tabs, badges, history)", () => {
    const texts = catalogueTexts(en);
    const labels = texts.filter(([key]) => key.endsWith('.in-progress'));
    // The status word of tabs, badges and panels (shell.status) and the history's own list.
    expect(labels.map(([key]) => key)).toEqual(
      expect.arrayContaining(['shell.status.in-progress', 'ui.history.statuses.in-progress']),
    );
    expect(labels.filter(([, text]) => text !== 'In-progress')).toEqual([]);
    expect(texts.filter(([, text]) => /\bin progress\b/i.test(text))).toEqual([]);
  });

  it('shows a record in progress as In-progress in its cover badge', () => {
    render(
      <AppProviders>
        <CoverSection
          cover={{
            status: 'in-progress',
            coverStartDate: null,
            waitingPeriodEnd: null,
            expiryAt: null,
            statusReason: null,
            makerId: null,
            makerIds: [],
            checkerId: null,
          }}
          moves={[]}
        />
      </AppProviders>,
    );
    expect(screen.getByText('In-progress')).toBeInTheDocument();
    expect(screen.queryByText('In progress')).toBeNull();
  });
});

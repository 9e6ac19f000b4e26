import type { individualRegistrationMachine } from '@machines/individual-registration.machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { INDIVIDUAL_POLICY, KIN_PARENT, KIN_SPOUSE, VALID_INDIVIDUAL } from '../machines/events';
import { individualScreenPaths } from '../machines/screen-paths';
import { replayStrictly } from './generated-paths';
import {
  addKin,
  BASE,
  fillIndividual,
  openRegistration,
  POLICY_PAGE,
} from './individual-registration-helpers';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

type Snapshot = SnapshotFrom<typeof individualRegistrationMachine>;

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

// Every journey to done and the shortest path to every state the screens reach: screen-paths.ts.
const paths = individualScreenPaths();

/**
 * The registration statechart's generated journeys, replayed against the rendered staff
 * screens: each state has what the staff member sees, each event what they (or the server) do.
 */
describe('individual registration journeys replayed against the screens', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { app, api, pathname } = await openRegistration(BASE);
    const user = userEvent.setup();

    await replayStrictly(path, {
      states: {
        basicDetails: async () => {
          await heading('General Information');
          await waitFor(() => expect(pathname()).toBe(`${BASE}/basic-details`));
          expect(screen.getByRole('heading', { name: 'Register Individual' })).toBeInTheDocument();
          expect(screen.queryByRole('tab', { name: /In-progress/i })).toBeNull();
        },
        policy: async (s: Snapshot) => {
          await heading('Create Policy');
          await waitFor(() => expect(pathname()).toBe(`${BASE}/policy`));
          const next = screen.getByRole('button', { name: 'Next' });
          if (s.context.policy) {
            expect(screen.getByText(INDIVIDUAL_POLICY.name)).toBeInTheDocument();
            expect(screen.getByText('Tsh 10,000,000')).toBeInTheDocument();
            expect(next).toBeEnabled();
          } else expect(next).toBeDisabled();
        },
        nextOfKin: async (s: Snapshot) => {
          await heading('Next of Kin');
          await waitFor(() => expect(pathname()).toBe(`${BASE}/next-of-keens`));
          expect(
            screen.getByText('At least one next of kin is required; two are recommended.'),
          ).toBeInTheDocument();
          if (s.context.kinRequired)
            expect(
              screen.getByText('Please add at least one next of kin before registering.'),
            ).toBeInTheDocument();
          else
            expect(screen.queryByText('Please add at least one next of kin before registering.')).toBeNull();
          for (const kin of s.context.nextOfKins)
            expect(
              screen.getByRole('listitem', { name: `${kin.firstName} ${kin.lastName}` }),
            ).toBeInTheDocument();
        },
        submitting: async () => {
          await waitFor(() =>
            expect(screen.getByRole('button', { name: /Registering/ })).toHaveAttribute('data-loading'),
          );
        },
        failed: async () => {
          expect(await screen.findByText(/The customer was not saved/)).toBeInTheDocument();
          expect(screen.getByText(`${KIN_SPOUSE.firstName} ${KIN_SPOUSE.lastName}`)).toBeInTheDocument();
        },
        done: async () => {
          await waitFor(() => expect(pathname()).toBe('/dashboard/customers/individuals/in-progress'));
          expect(localStorage.getItem('customer-form-details')).toBeNull();
          expect(localStorage.getItem('customer-policy-form-details')).toBeNull();
          expect(localStorage.getItem('customer-next-of-keens-form-details')).toBeNull();
        },
      },
      events: {
        'details.submit': async () => {
          await fillIndividual(user, VALID_INDIVIDUAL);
          await user.click(screen.getByRole('button', { name: 'Next' }));
          // Leaving the step asks whether the id number is taken; here it is not.
          await api.respond('GET', '/customers/id-number-check', 200, { data: { registered: false } });
        },
        // Typing after a return to the step: Next must confirm the details again.
        'details.change': async () => {
          await user.type(screen.getByLabelText(/^Address/), '.');
        },
        'policy.choose': async () => {
          await user.click(screen.getByRole('button', { name: /Select policy|Change policy/ }));
          const request = await api.respond('GET', '/policies', 200, POLICY_PAGE);
          expect(request.method).toBe('GET');
          const dialog = await screen.findByRole('dialog', { name: 'Select policy' });
          await user.click(
            await within(dialog).findByRole('button', {
              name: new RegExp(`^Choose ${INDIVIDUAL_POLICY.name}\\s*Premium`),
            }),
          );
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        },
        'step.next': async () => {
          await user.click(screen.getByRole('button', { name: 'Next' }));
        },
        'step.previous': async () => {
          await user.click(screen.getByRole('button', { name: 'Previous' }));
        },
        'kin.add': async () => {
          await addKin(user, KIN_SPOUSE);
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        },
        'register.attempted': async () => {
          await user.click(screen.getByRole('button', { name: 'Register' }));
        },
        register: async () => {
          await user.click(screen.getByRole('button', { name: 'Register' }));
        },
        'submit.succeeded': async () => {
          const request = await api.respond('POST', '/customers', 201, { data: { customerId: 'c1' } });
          expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
          expect(request.body).toMatchObject({
            idType: 1,
            idNumber: VALID_INDIVIDUAL.idNumber,
            accountNumber: VALID_INDIVIDUAL.accountNumber,
            policyId: INDIVIDUAL_POLICY.policyId,
            nextOfKins: [{ relationship: 2, idNumber: KIN_SPOUSE.idNumber, idType: 1 }],
          });
          expect(await screen.findByText('Customer added successfully.')).toBeInTheDocument();
        },
        'submit.failed': async () => {
          await api.respond('POST', '/customers', 500, {
            respMsg: 'Oops an unexpected error occurred',
            messages: {},
            status: 500,
          });
          expect(await screen.findByText('Failed to add the customer.')).toBeInTheDocument();
        },
        'submit.retry': async () => {
          const first = api.seen.filter((r) => r.path === '/customers').length;
          await user.click(screen.getByRole('button', { name: 'Try again' }));
          await waitFor(() => expect(api.seen.filter((r) => r.path === '/customers').length).toBe(first + 1));
        },
      },
    });
    app.unmount();
  });
});

describe('the next-of-kin step', () => {
  it('refuses a duplicate with the message, hides Add at two, removes after a confirmation', async () => {
    localStorage.setItem('customer-form-details', JSON.stringify(VALID_INDIVIDUAL));
    localStorage.setItem('customer-policy-form-details', JSON.stringify({ policy: INDIVIDUAL_POLICY }));
    const { app, pathname } = await openRegistration(`${BASE}/next-of-keens`);
    const user = userEvent.setup();
    await heading('Next of Kin');
    expect(pathname()).toBe(`${BASE}/next-of-keens`);
    await addKin(user, KIN_SPOUSE);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await addKin(user, { ...KIN_PARENT, idNumber: KIN_SPOUSE.idNumber });
    expect(await screen.findByText('This next of kin is already listed')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText(/^ID number/));
    await user.paste(KIN_PARENT.idNumber);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add next of kin' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('customer-next-of-keens-form-details') ?? '[]')).toHaveLength(2);

    await user.click(
      screen.getByRole('button', { name: `Remove ${KIN_PARENT.firstName} ${KIN_PARENT.lastName}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, Remove' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: `${KIN_PARENT.firstName} ${KIN_PARENT.lastName}` }),
      ).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Add next of kin' })).toBeInTheDocument();
    app.unmount();
  });

  it('restores the details draft after a reload', async () => {
    localStorage.setItem('customer-form-details', JSON.stringify({ firstName: 'Neema', mobile: '07123' }));
    const { app } = await openRegistration(`${BASE}/basic-details`);
    await heading('General Information');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Neema');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('07123');
    app.unmount();
  });
});

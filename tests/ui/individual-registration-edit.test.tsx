import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INDIVIDUAL_POLICY, KIN_PARENT, KIN_SPOUSE, VALID_INDIVIDUAL } from '../machines/events';
import { openRegistration } from './individual-registration-helpers';

afterEach(() => {
  localStorage.clear();
});

const CUSTOMER_ID = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const kinView = (kin: typeof KIN_SPOUSE, id: string) => ({
  ...kin,
  nextOfKinId: id,
  middleName: null,
  email: null,
  idCopy: null,
});

const CUSTOMER = {
  customerId: CUSTOMER_ID,
  ...VALID_INDIVIDUAL,
  middleName: null,
  email: 'neema@example.co.tz',
  picture: null,
  nin: VALID_INDIVIDUAL.idNumber,
  ID: '/api/v1/files/0b8e3f3a-5a43-4b8c-9a55-6c5f1d2e7a10',
  status: 'in-progress',
  policy: { policyId: INDIVIDUAL_POLICY.policyId, name: INDIVIDUAL_POLICY.name },
  group: null,
  nextOfKin: [
    kinView(KIN_SPOUSE, '6a1b2c3d-0000-4000-8000-000000000001'),
    kinView(KIN_PARENT, '6a1b2c3d-0000-4000-8000-000000000002'),
  ],
  claims: [],
  totalClaim: 0,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  expiryAt: null,
};

describe('editing an individual customer', () => {
  it('loads the customer, pre-fills the steps and saves with PUT', async () => {
    const base = `/dashboard/customers/individuals/edit/${CUSTOMER_ID}`;
    const { app, api, pathname } = await openRegistration(`${base}/basic-details`);
    const user = userEvent.setup();
    await api.respond('GET', `/customers/${CUSTOMER_ID}`, 200, { data: CUSTOMER });
    await screen.findByRole('heading', { name: 'Edit Individual' });
    expect(screen.getByLabelText(/^First name/)).toHaveValue(VALID_INDIVIDUAL.firstName);
    expect(screen.getByLabelText(/^ID number/)).toHaveValue(VALID_INDIVIDUAL.idNumber);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('neema@example.co.tz');

    const address = screen.getByLabelText(/^Address/);
    await user.clear(address);
    await user.click(address);
    await user.paste('Sinza, Dar es Salaam');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await api.respond('GET', '/customers/id-number-check', 200, { data: { registered: false } });
    await screen.findByRole('heading', { level: 2, name: 'Create Policy' });
    expect(pathname()).toBe(`${base}/policy`);
    expect(screen.getByText(INDIVIDUAL_POLICY.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Next of Kin' });
    expect(
      screen.getByRole('listitem', { name: `${KIN_SPOUSE.firstName} ${KIN_SPOUSE.lastName}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: `${KIN_PARENT.firstName} ${KIN_PARENT.lastName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add next of kin' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const request = await api.respond('PUT', `/customers/${CUSTOMER_ID}`, 200, { data: CUSTOMER });
    expect(request.body).toMatchObject({
      address: 'Sinza, Dar es Salaam',
      email: 'neema@example.co.tz',
      idType: 1,
      idCopy: CUSTOMER.ID,
      policyId: INDIVIDUAL_POLICY.policyId,
      nextOfKins: [
        { idNumber: KIN_SPOUSE.idNumber, relationship: 2 },
        { idNumber: KIN_PARENT.idNumber, relationship: 4, idType: 2 },
      ],
    });
    expect(await screen.findByText('Customer updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/dashboard/customers/individuals/in-progress'));
    // Editing keeps no drafts of its own.
    expect(localStorage.getItem('customer-form-details')).toBeNull();
    app.unmount();
  });

  it('shows a server field error (409 on the id number) on its field', async () => {
    const base = `/dashboard/customers/individuals/edit/${CUSTOMER_ID}`;
    const { app, api } = await openRegistration(`${base}/next-of-keens`);
    const user = userEvent.setup();
    await api.respond('GET', `/customers/${CUSTOMER_ID}`, 200, { data: CUSTOMER });
    await screen.findByRole('heading', { level: 2, name: 'Next of Kin' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const message = 'A customer with this id number is already registered';
    await api.respond('PUT', `/customers/${CUSTOMER_ID}`, 409, {
      respMsg: message,
      messages: { idNumber: message },
    });
    expect(await screen.findByText(`The customer was not saved: ${message}`)).toBeInTheDocument();
    // The id number is fixed on its own step: a typed URL takes the staff member there.
    await app.router.navigate({ href: `${base}/basic-details` });
    await screen.findByRole('heading', { level: 2, name: 'General Information' });
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    app.unmount();
  });

  it("says so on the field when the customer's id number is one of their next of kin's", async () => {
    const base = `/dashboard/customers/individuals/edit/${CUSTOMER_ID}`;
    const { app, api, pathname } = await openRegistration(`${base}/basic-details`);
    const user = userEvent.setup();
    await api.respond('GET', `/customers/${CUSTOMER_ID}`, 200, { data: CUSTOMER });
    const idNumber = await screen.findByLabelText(/^ID number/);
    await user.clear(idNumber);
    await user.click(idNumber);
    await user.paste(KIN_SPOUSE.idNumber);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('This id number belongs to one of the next of kin listed'),
    ).toBeInTheDocument();
    expect(pathname()).toBe(`${base}/basic-details`);
    expect(screen.getByLabelText(/^ID number/)).toHaveValue(KIN_SPOUSE.idNumber);
    app.unmount();
  });
});

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { IndividualDetails, NextOfKin, PersonDetails } from '@/domain/schemas/individual';
import { INDIVIDUAL_POLICY } from '../machines/events';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

export const BASE = '/dashboard/customers/individuals/new';

export const REGISTRAR = {
  ...STAFF,
  role: {
    name: 'officer',
    permissions: [{ name: 'customers.read' }, { name: 'customers.create' }, { name: 'customers.update' }],
  },
  permissions: ['customers.read', 'customers.create', 'customers.update'],
};

export const POLICY_PAGE = {
  policies: [
    {
      ...INDIVIDUAL_POLICY,
      kind: 'individual',
      annualPremium: 180_000,
      terms: 'Terms',
      maximumBenefit: 10_000_000,
      funeralLumpSum: 1_000_000,
    },
  ],
  pagination: { totalCount: 1, totalPages: 1, currentPage: 1, perPage: 10 },
};

export async function openRegistration(path: string) {
  storeSession(REGISTRAR);
  const api = new FakeApi();
  const app = renderApp(path, { fetch: api.fetch });
  await api.respond('GET', '/auth/me', 200, { data: REGISTRAR });
  return { app, api, pathname: () => app.router.state.location.pathname };
}

/** Fills the person fields of a form (the page or a dialog), pasting whole values. */
export async function fillPerson(user: UserEvent, scope: HTMLElement, person: PersonDetails) {
  const field = (label: string) => within(scope).getByLabelText(new RegExp(`^${label}`));
  const paste = async (label: string, value: string) => {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
  };
  await paste('First name', person.firstName);
  await paste('Last name', person.lastName);
  await paste('Date of birth', person.dob);
  await user.selectOptions(field('Sex'), person.sex);
  await user.selectOptions(field('Marital status'), person.maritalStatus);
  await paste('Mobile number', person.mobile);
  await user.selectOptions(field('ID type'), String(person.idType));
  await paste('ID number', person.idNumber);
  await paste('Address', person.address);
}

/** Fills the individual's General Information: the person and the account premiums come from. */
export async function fillIndividual(user: UserEvent, individual: IndividualDetails) {
  await fillPerson(user, document.body, individual);
  const account = screen.getByLabelText(/^Account number/);
  await user.clear(account);
  await user.click(account);
  await user.paste(individual.accountNumber);
}

export async function addKin(user: UserEvent, kin: NextOfKin) {
  await user.click(screen.getByRole('button', { name: 'Add next of kin' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText(/^Relationship/), String(kin.relationship));
  await fillPerson(user, dialog, kin);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
}

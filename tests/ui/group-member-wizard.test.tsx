import type { groupMemberMachine } from '@machines/group-member.machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { GroupMemberDetails } from '@/domain/schemas/group-member';
import type { NextOfKin } from '@/domain/schemas/individual';
import { toMemberPayload } from '@/features/group-member/member-actor';
import { MEMBER_KIN_SPOUSE, VALID_MEMBER } from '../machines/group-member.events';
import { groupMemberScreenPaths } from '../machines/screen-paths';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { replayStrictly } from './generated-paths';
import { fillPerson } from './individual-registration-helpers';
import { renderApp } from './render-app';

afterEach(() => localStorage.clear());

const GROUP_ID = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const OVERVIEW = `/dashboard/customers/groups/in-progress/${GROUP_ID}`;
const FORM = `${OVERVIEW}/add-member/multistep-form`;
const MEMBERS_PATH = `/groups/${GROUP_ID}/members`;

/** May add members to a group. */
const OFFICER = {
  ...STAFF,
  role: { name: 'officer', permissions: [{ name: 'groups.read' }, { name: 'groups.update' }] },
  permissions: ['groups.read', 'groups.update'],
};

const leader = (customerId: string, firstName: string, lastName: string, mobile: string) => ({
  customerId,
  firstName,
  lastName,
  mobile,
});

const GROUP = {
  groupId: GROUP_ID,
  name: 'Sinza Traders Group',
  address: 'Sinza, Dar es Salaam',
  membersCount: 25,
  registeredMembers: 3,
  status: 'in-progress',
  policy: { policyId: '7a1b2c3d-0000-4000-8000-000000000009', name: 'Group Life Plus' },
  policyName: 'Group Life Plus',
  policyEffectiveDate: '2024-03-05T00:00:00.000Z',
  chairperson: leader('1a000000-0000-4000-8000-000000000001', 'Juma', 'Mwakyusa', '0712345678'),
  secretary: leader('1a000000-0000-4000-8000-000000000002', 'Asha', 'Bakari', '0713000111'),
  treasurer: leader('1a000000-0000-4000-8000-000000000003', 'Musa', 'Kombo', '0714000222'),
  documents: { registrationCertificate: null, proposalForm: null, meetingMinutes: null },
  totalClaim: 0,
  createdAt: '2024-03-05T09:30:00.000Z',
  expiryAt: null,
  cover: {
    status: 'in-progress',
    coverStartDate: null,
    waitingPeriodEnd: null,
    expiryAt: null,
    statusReason: null,
    makerId: null,
    makerIds: [],
    checkerId: null,
  },
  claims: [],
};

const member = (customerId: string, firstName: string, lastName: string, position: string) => ({
  customerId,
  firstName,
  middleName: null,
  lastName,
  mobile: '0712345678',
  email: null,
  dob: '1980-05-01',
  sex: 'male',
  maritalStatus: 'married',
  married: true,
  position,
  idType: 1,
  idNumber: `1980050114123000${customerId.slice(-4)}`,
  idCopy: null,
  photo: null,
  address: 'Sinza, Dar es Salaam',
  createdAt: '2024-03-05T09:30:00.000Z',
});

const MEMBERS = {
  members: [
    member('1a000000-0000-4000-8000-000000000001', 'Juma', 'Mwakyusa', 'chair-person'),
    member('1a000000-0000-4000-8000-000000000002', 'Asha', 'Bakari', 'secretary'),
    member('1a000000-0000-4000-8000-000000000003', 'Musa', 'Kombo', 'treasurer'),
  ],
};

/** Opens the add-member wizard over the overview, answering the overview's and the wizard's reads. */
async function openWizard(path = `${OVERVIEW}/add-member`) {
  storeSession(OFFICER);
  const api = new FakeApi();
  const app = renderApp(path, { fetch: api.fetch });
  (await app.queries.load()).setQueryDefaults(['groups'], { retry: false });
  await api.respond('GET', '/auth/me', 200, { data: OFFICER });
  await api.respond('GET', `/groups/${GROUP_ID}`, 200, { data: GROUP });
  await api.respond('GET', MEMBERS_PATH, 200, MEMBERS);
  const modal = await screen.findByRole('dialog', { name: 'Add member' });
  return { app, api, modal, pathname: () => app.router.state.location.pathname };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Step one: the position, then the person fields. */
async function fillMember(user: UserEvent, modal: HTMLElement, person: GroupMemberDetails) {
  await user.selectOptions(within(modal).getByLabelText(/^Position/), person.position);
  await fillPerson(user, modal, { ...person, idType: person.idType as 1 });
  if (person.middleName) {
    await user.click(within(modal).getByLabelText(/^Middle name/));
    await user.paste(person.middleName);
  }
}

async function addKin(user: UserEvent, kin: NextOfKin) {
  await user.click(screen.getByRole('button', { name: 'Add next of kin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add next of kin' });
  await user.selectOptions(within(dialog).getByLabelText(/^Relationship/), String(kin.relationship));
  await fillPerson(user, dialog, kin);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add next of kin' })).toBeNull());
}

/** Fills step one and goes to step two with one next of kin. */
async function toStepTwoWithKin(user: UserEvent, modal: HTMLElement, person = VALID_MEMBER) {
  await fillMember(user, modal, person);
  await user.click(within(modal).getByRole('button', { name: 'Next' }));
  await stepHeading('Next of Kin');
  await addKin(user, MEMBER_KIN_SPOUSE);
}

describe('the add-member wizard', () => {
  it('opens at step one for a member, with the positions already held shown taken', async () => {
    const { app, modal, pathname } = await openWizard();
    await waitFor(() => expect(pathname()).toBe(`${FORM}/step-one/member`));
    await stepHeading('Member Information');
    const position = within(modal).getByLabelText(/^Position/);
    expect(position).toHaveValue('member');
    const option = (name: string) => within(position).getByRole('option', { name });
    expect(option('Chair person (taken)')).toBeDisabled();
    expect(option('Treasurer (taken)')).toBeDisabled();
    expect(option('Vice chair person')).toBeEnabled();
    expect(option('Member')).toBeEnabled();
    const idType = within(modal).getByLabelText(/^ID type/);
    expect(
      within(idType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', 'NIDA', 'Voting ID', 'Passport', 'Driving licence']);
    expect(within(modal).getByText('Photo')).toBeInTheDocument();
    app.unmount();
  });

  it('preselects the position of the URL, and sends a step-two URL without step one back', async () => {
    const { app, modal, pathname } = await openWizard(`${FORM}/step-two/vice-chair-person`);
    await waitFor(() => expect(pathname()).toBe(`${FORM}/step-one/vice-chair-person`));
    await stepHeading('Member Information');
    expect(within(modal).getByLabelText(/^Position/)).toHaveValue('vice-chair-person');
    app.unmount();
  });

  it('validates step one next to the fields and keeps the values', async () => {
    const { app, modal, pathname } = await openWizard();
    const user = userEvent.setup();
    await stepHeading('Member Information');
    await fillMember(user, modal, { ...VALID_MEMBER, mobile: '0812345678' });
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(
      await within(modal).findByText('Please provide valid mobile number (e.g. 0712345678 or +255712345678)'),
    ).toBeInTheDocument();
    expect(pathname()).toBe(`${FORM}/step-one/member`);
    expect(within(modal).getByLabelText(/^First name/)).toHaveValue(VALID_MEMBER.firstName);
    app.unmount();
  });

  it('adds a member: Save posts once with the key, toasts, closes and refreshes the members', async () => {
    const { app, api, modal, pathname } = await openWizard();
    const user = userEvent.setup();
    await stepHeading('Member Information');
    await fillMember(user, modal, { ...VALID_MEMBER, middleName: 'Zuberi' });
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await stepHeading('Next of Kin');
    await waitFor(() => expect(pathname()).toBe(`${FORM}/step-two/member`));

    // Save with no next of kin: no request, the list turns red.
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add at least one next of kin before saving.')).toBeInTheDocument();
    expect(screen.getByText('No next of kin added yet.').parentElement).toHaveAttribute('data-invalid');
    expect(api.seen.filter((r) => r.method === 'POST')).toEqual([]);

    // Previous keeps what was entered; Next comes back to the next of kin.
    await user.click(within(modal).getByRole('button', { name: 'Previous' }));
    await stepHeading('Member Information');
    await waitFor(() => expect(pathname()).toBe(`${FORM}/step-one/member`));
    expect(within(modal).getByLabelText(/^First name/)).toHaveValue(VALID_MEMBER.firstName);
    expect(within(modal).getByLabelText(/^Middle name/)).toHaveValue('Zuberi');
    expect(within(modal).getByLabelText(/^ID type/)).toHaveValue('4');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await stepHeading('Next of Kin');

    await addKin(user, MEMBER_KIN_SPOUSE);
    expect(
      screen.getByRole('listitem', { name: `${MEMBER_KIN_SPOUSE.firstName} ${MEMBER_KIN_SPOUSE.lastName}` }),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Adding Member.')).toBeInTheDocument();
    const request = await api.next('POST', MEMBERS_PATH);
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).toEqual({
      firstName: VALID_MEMBER.firstName,
      middleName: 'Zuberi',
      lastName: VALID_MEMBER.lastName,
      mobile: VALID_MEMBER.mobile,
      dob: VALID_MEMBER.dob,
      sex: VALID_MEMBER.sex,
      maritalStatus: VALID_MEMBER.maritalStatus,
      idType: 4,
      idNumber: VALID_MEMBER.idNumber,
      address: VALID_MEMBER.address,
      position: 'member',
      nextOfKins: [{ ...MEMBER_KIN_SPOUSE, idType: 1, relationship: 2 }],
    });
    const before = api.seen.filter((r) => r.method === 'GET' && r.path === MEMBERS_PATH).length;
    request.resolve(
      new Response(
        JSON.stringify({
          data: member('1a000000-0000-4000-8000-000000000004', 'Halima', 'Mrisho', 'member'),
        }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    expect(await screen.findByText('Member added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe(OVERVIEW));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add member' })).toBeNull());
    await api.respond('GET', MEMBERS_PATH, 200, MEMBERS);
    expect(api.seen.filter((r) => r.method === 'GET' && r.path === MEMBERS_PATH).length).toBe(before + 1);
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    app.unmount();
  });

  it('shows a refused position next to the field on step one, with every value kept', async () => {
    const { app, api, modal, pathname } = await openWizard();
    const user = userEvent.setup();
    await stepHeading('Member Information');
    await toStepTwoWithKin(user, modal, { ...VALID_MEMBER, position: 'vice-chair-person' });
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const message = 'The group already has a vice chair person';
    const request = await api.respond('POST', MEMBERS_PATH, 409, {
      respMsg: message,
      messages: { position: message },
      status: 409,
    });
    expect(request.body).toMatchObject({ position: 'vice-chair-person' });
    expect(await screen.findByText('Failed to add new group member.')).toBeInTheDocument();
    await stepHeading('Member Information');
    await waitFor(() => expect(pathname()).toBe(`${FORM}/step-one/vice-chair-person`));
    const position = within(modal).getByLabelText(/^Position/);
    expect(position).toHaveValue('vice-chair-person');
    expect(position).toHaveAttribute('aria-invalid', 'true');
    const describedBy = position.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent(message);
    expect(within(position).getByRole('option', { name: 'Vice chair person (taken)' })).toBeDisabled();
    expect(within(modal).getByLabelText(/^First name/)).toHaveValue(VALID_MEMBER.firstName);
    expect(within(modal).getByLabelText(/^ID number/)).toHaveValue(VALID_MEMBER.idNumber);

    // Another position, Next, and the next of kin are still there for a second Save.
    await user.selectOptions(position, 'member');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await stepHeading('Next of Kin');
    expect(
      screen.getByRole('listitem', { name: `${MEMBER_KIN_SPOUSE.firstName} ${MEMBER_KIN_SPOUSE.lastName}` }),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const second = await api.next('POST', MEMBERS_PATH);
    expect(second.body).toMatchObject({ position: 'member' });
    expect(second.headers.get('Idempotency-Key')).toBe(request.headers.get('Idempotency-Key'));
    app.unmount();
  });

  it('keeps everything after a failed save and retries with the same key', async () => {
    const { app, api, modal } = await openWizard();
    const user = userEvent.setup();
    await stepHeading('Member Information');
    await toStepTwoWithKin(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const first = await api.respond('POST', MEMBERS_PATH, 500, {
      respMsg: 'Oops an unexpected error occurred',
      messages: {},
      status: 500,
    });
    expect(await screen.findByText('Failed to add new group member.')).toBeInTheDocument();
    expect(
      await within(modal).findByText('The member was not added: Oops an unexpected error occurred'),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Try again' }));
    const second = await api.next('POST', MEMBERS_PATH);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(second.body).toEqual(first.body);
    app.unmount();
  });
});

type Snapshot = SnapshotFrom<typeof groupMemberMachine>;

// Every journey to done and the shortest path to every state the screens reach: screen-paths.ts.
const paths = groupMemberScreenPaths();

/**
 * The add-member statechart's generated journeys, replayed against the rendered modal: each
 * state has what the staff member sees, each event what they (or the server) do.
 */
describe('add-member journeys replayed against the screens', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { app, api, modal, pathname } = await openWizard();
    const user = userEvent.setup();
    const posts = () => api.seen.filter((r) => r.method === 'POST' && r.path === MEMBERS_PATH).length;

    await replayStrictly(path, {
      states: {
        memberInformation: async () => {
          await stepHeading('Member Information');
          await waitFor(() => expect(pathname()).toBe(`${FORM}/step-one/member`));
          expect(within(modal).queryByRole('button', { name: 'Save' })).toBeNull();
        },
        nextOfKin: async (s: Snapshot) => {
          await stepHeading('Next of Kin');
          await waitFor(() => expect(pathname()).toBe(`${FORM}/step-two/member`));
          const required = screen.queryByText('Please add at least one next of kin before saving.');
          if (s.context.kinRequired) expect(required).toBeInTheDocument();
          else expect(required).toBeNull();
          for (const kin of s.context.nextOfKins)
            expect(
              screen.getByRole('listitem', { name: `${kin.firstName} ${kin.lastName}` }),
            ).toBeInTheDocument();
        },
        submitting: async () => {
          await waitFor(() =>
            expect(within(modal).getByRole('button', { name: /Saving/ })).toHaveAttribute('data-loading'),
          );
        },
        failed: async () => {
          expect(await screen.findByText(/The member was not added/)).toBeInTheDocument();
          expect(
            screen.getByRole('listitem', {
              name: `${MEMBER_KIN_SPOUSE.firstName} ${MEMBER_KIN_SPOUSE.lastName}`,
            }),
          ).toBeInTheDocument();
        },
        done: async () => {
          await waitFor(() => expect(pathname()).toBe(OVERVIEW));
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add member' })).toBeNull());
        },
      },
      events: {
        'member.submit': async () => {
          await fillMember(user, modal, VALID_MEMBER);
          await user.click(within(modal).getByRole('button', { name: 'Next' }));
        },
        'step.previous': async () => {
          await user.click(within(modal).getByRole('button', { name: 'Previous' }));
        },
        'kin.add': async () => {
          await addKin(user, MEMBER_KIN_SPOUSE);
        },
        save: async () => {
          await user.click(within(modal).getByRole('button', { name: 'Save' }));
        },
        'submit.succeeded': async () => {
          const request = await api.respond('POST', MEMBERS_PATH, 201, {
            data: member('1a000000-0000-4000-8000-000000000004', 'Halima', 'Mrisho', 'member'),
          });
          expect(request.body).toMatchObject({
            idType: 4,
            position: 'member',
            nextOfKins: [{ relationship: 2 }],
          });
          expect(await screen.findByText('Member added successfully.')).toBeInTheDocument();
        },
        'submit.failed': async () => {
          await api.respond('POST', MEMBERS_PATH, 500, {
            respMsg: 'Oops an unexpected error occurred',
            messages: {},
            status: 500,
          });
          expect(await screen.findByText('Failed to add new group member.')).toBeInTheDocument();
        },
        'submit.retry': async () => {
          const before = posts();
          await user.click(within(modal).getByRole('button', { name: 'Try again' }));
          await waitFor(() => expect(posts()).toBe(before + 1));
        },
      },
    });
    app.unmount();
  });
});

describe('the add-member payload', () => {
  it('sends files as their url, the photo when there is one, and codes as numbers', () => {
    const file = (name: string) => ({ url: `/api/v1/files/${name}`, name: `${name}.png` });
    const body = toMemberPayload({
      member: { ...VALID_MEMBER, email: ' ', idCopy: file('id'), photo: file('photo') },
      position: 'member',
      takenPositions: [],
      nextOfKins: [{ ...MEMBER_KIN_SPOUSE, idCopy: file('kin-id') }],
      kinRequired: false,
      kinError: null,
      error: null,
      fieldErrors: {},
    });
    expect(body).toMatchObject({ idCopy: '/api/v1/files/id', photo: '/api/v1/files/photo', idType: 4 });
    expect(body).not.toHaveProperty('email');
    expect(body.nextOfKins).toEqual([{ ...MEMBER_KIN_SPOUSE, idCopy: '/api/v1/files/kin-id' }]);
  });
});

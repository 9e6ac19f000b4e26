import type { groupRegistrationMachine } from '@machines/group-registration.machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { isLeaderSlot, LEADER_SLOTS, type LeaderSlot } from '@/domain/schemas/group';
import { toaster } from '@/ui/primitives/toaster';
import {
  CHAIRPERSON,
  GROUP_DETAILS,
  GROUP_POLICY,
  LEADER_CONFLICT,
  LEADER_OF,
  SECRETARY,
  TREASURER,
} from '../machines/group-registration.events';
import { groupRegistrationScreenPaths } from '../machines/screen-paths';
import { replayStrictly } from './generated-paths';
import {
  ADD_GROUP,
  addLeader,
  CERTIFICATE,
  choosePolicy,
  fillGeneralInformation,
  freshUploads,
  openAddGroup,
  PHOTO,
  POSITION,
  slotCard,
  UploadXhr,
} from './group-registration-helpers';
import { fillPerson } from './individual-registration-helpers';

type Snapshot = SnapshotFrom<typeof groupRegistrationMachine>;

const originalXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  freshUploads();
  globalThis.XMLHttpRequest = UploadXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  act(() => toaster.remove());
  globalThis.XMLHttpRequest = originalXhr;
  localStorage.clear();
  sessionStorage.clear();
});

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

// The shortest path to every state the screens reach (screen-paths.ts).
const journeys = groupRegistrationScreenPaths();

/**
 * The group registration statechart's generated journeys, replayed against the rendered staff
 * screens: each state has what the staff member sees, each event what they (or the server) do.
 */
describe('group registration journeys replayed against the screens', () => {
  it('reaches every state of the chart the screens show', () => {
    const reached = new Set(journeys.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(
      ['basicDetails', 'done', 'failed', 'leaders', 'submitting'].map((v) => JSON.stringify(v)).sort(),
    );
  });

  it.each(journeys.map((p) => [p.description, p] as const))('%s', { timeout: 240_000 }, async (_, path) => {
    const { app, api, urls, pathname } = await openAddGroup(ADD_GROUP);
    const invalidate = vi.spyOn(await app.queries.load(), 'invalidateQueries');
    const user = userEvent.setup();
    const keys: string[] = [];

    await replayStrictly(path, {
      states: {
        basicDetails: async () => {
          await heading('General Information');
          await waitFor(() => expect(pathname()).toBe(`${ADD_GROUP}/basic-details`));
          expect(screen.getByRole('heading', { name: 'Register Group' })).toBeInTheDocument();
          expect(screen.queryByRole('link', { name: 'In-progress' })).toBeNull();
        },
        leaders: async (s: Snapshot) => {
          await heading('Group Leaders');
          await waitFor(() => expect(pathname()).toBe(`${ADD_GROUP}/leaders`));
          for (const slot of LEADER_SLOTS) {
            const card = slotCard(slot);
            const leader = s.context.leaders[slot];
            if (leader) {
              expect(within(card).getByText(`${leader.firstName} ${leader.lastName}`)).toBeInTheDocument();
              expect(within(card).getByText(leader.mobile)).toBeInTheDocument();
              expect(card).not.toHaveAttribute('data-invalid');
            } else {
              expect(within(card).getByRole('button', { name: `Add ${POSITION[slot].lower}` })).toBeEnabled();
              if (s.context.leadersRequired) {
                expect(card).toHaveAttribute('data-invalid');
                expect(within(card).getByText(`Please add the ${POSITION[slot].lower}.`)).toBeInTheDocument();
              } else expect(card).not.toHaveAttribute('data-invalid');
            }
          }
        },
        submitting: async () => {
          await waitFor(() =>
            expect(screen.getByRole('button', { name: /Registering/ })).toHaveAttribute('data-loading'),
          );
          expect(await screen.findByText('Adding Group.')).toBeInTheDocument();
          expect(screen.getByRole('button', { name: `Edit ${POSITION.chairperson.lower}` })).toBeDisabled();
        },
        failed: async () => {
          expect(
            await screen.findByText(/The group was not saved: Oops an unexpected error occurred/),
          ).toBeInTheDocument();
          for (const leader of [CHAIRPERSON, SECRETARY, TREASURER])
            expect(screen.getByText(`${leader.firstName} ${leader.lastName}`)).toBeInTheDocument();
        },
        done: async () => {
          await waitFor(() => expect(pathname()).toBe('/dashboard/customers/groups/in-progress'));
          expect(localStorage.getItem('group-form-details')).toBeNull();
          expect(localStorage.getItem('group-leaders-form-details')).toBeNull();
          expect(invalidate).toHaveBeenCalledWith({ queryKey: ['groups'] });
          // One registration, one key, however many times it was sent.
          expect(new Set(keys).size).toBe(1);
        },
      },
      events: {
        'details.submit': async () => {
          await fillGeneralInformation(user);
          await user.click(screen.getByRole('button', { name: 'Next' }));
        },
        // Typing after a return to the step: Next must confirm the details again.
        'details.change': async () => {
          await user.type(screen.getByLabelText(/^Address/), '.');
        },
        'policy.choose': async () => {
          await choosePolicy(user, api);
          expect(urls.find((url) => url.includes('/policies'))).toMatch(/kind=group/);
          expect(screen.getByText(GROUP_POLICY.name)).toBeInTheDocument();
        },
        'step.next': async () => {
          await user.click(screen.getByRole('button', { name: 'Next' }));
        },
        'step.previous': async () => {
          await user.click(screen.getByRole('button', { name: 'Previous' }));
          // The values come back from the draft.
          expect(await screen.findByLabelText(/^Group name/)).toHaveValue(GROUP_DETAILS.name);
        },
        'leader.set': async ({ event }) => {
          const slot = 'slot' in event ? event.slot : undefined;
          if (!isLeaderSlot(slot)) throw new Error('a leader.set without a position');
          await addLeader(user, slot, LEADER_OF[slot]);
        },
        register: async () => {
          await user.click(screen.getByRole('button', { name: 'Register' }));
        },
        // The same group again, under the same key (the submitting state's check waits for the send).
        'submit.retry': async () => {
          await user.click(screen.getByRole('button', { name: 'Try again' }));
        },
        'submit.succeeded': async () => {
          const request = await api.respond('POST', '/groups', 201, { data: { groupId: 'g1' } });
          keys.push(request.headers.get('Idempotency-Key') ?? '');
          expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
          expect(request.body).toEqual({
            name: GROUP_DETAILS.name,
            membersCount: 25,
            address: GROUP_DETAILS.address,
            accountNumber: GROUP_DETAILS.accountNumber,
            language: 'en',
            policyId: GROUP_POLICY.policyId,
            documents: { registrationCertificate: CERTIFICATE },
            chairperson: { ...CHAIRPERSON, idType: 1, photo: PHOTO.url },
            secretary: { ...SECRETARY, idType: 2 },
            treasurer: { ...TREASURER, idType: 1 },
          });
          expect(await screen.findByText('Group registered successfully.')).toBeInTheDocument();
        },
        'submit.failed': async () => {
          const request = await api.respond('POST', '/groups', 500, {
            respMsg: 'Oops an unexpected error occurred',
            messages: {},
            status: 500,
          });
          keys.push(request.headers.get('Idempotency-Key') ?? '');
          expect(await screen.findByText('Failed to add the group.')).toBeInTheDocument();
        },
      },
    });
    // Every upload went to POST /files with the staff token.
    expect(UploadXhr.uploads.length).toBeGreaterThan(0);
    for (const upload of UploadXhr.uploads) {
      expect(upload.url).toBe('http://portal.test/api/v1/files');
      expect(upload.headers.Authorization).toBe('Bearer stf_stored_token');
    }
    app.unmount();
  });
});

const storeDrafts = (leaders: Partial<Record<LeaderSlot, unknown>>) => {
  localStorage.setItem('group-form-details', JSON.stringify({ values: GROUP_DETAILS, policy: GROUP_POLICY }));
  localStorage.setItem(
    'group-leaders-form-details',
    JSON.stringify({ chairperson: null, secretary: null, treasurer: null, ...leaders }),
  );
};

describe('the group leaders step', () => {
  it('makes no request when Register finds a position empty, and marks that slot', async () => {
    storeDrafts({ chairperson: CHAIRPERSON, treasurer: TREASURER });
    const { app, api } = await openAddGroup(`${ADD_GROUP}/leaders`);
    const user = userEvent.setup();
    await heading('Group Leaders');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please add the secretary.')).toBeInTheDocument();
    expect(slotCard('secretary')).toHaveAttribute('data-invalid');
    expect(slotCard('chairperson')).not.toHaveAttribute('data-invalid');
    expect(
      screen.getByText('Please add the chair person, the secretary and the treasurer before registering.'),
    ).toBeInTheDocument();
    expect(api.seen.filter((r) => r.path === '/groups')).toEqual([]);

    // The same person cannot hold a second position.
    await user.click(screen.getByRole('button', { name: 'Add secretary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add secretary' });
    await fillPerson(user, dialog, {
      ...SECRETARY,
      idType: 1,
      idNumber: `${CHAIRPERSON.idNumber.slice(0, 10)}-${CHAIRPERSON.idNumber.slice(10)}`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('The same person cannot hold two leader positions'),
    ).toBeInTheDocument();
    // Many screens later, a request the refused Register had sent would long have been seen.
    expect(api.seen.filter((r) => r.path === '/groups')).toEqual([]);
    app.unmount();
  });

  it('keeps every value after a 409 and shows the server message on the leader it names', async () => {
    storeDrafts({ chairperson: CHAIRPERSON, secretary: SECRETARY, treasurer: TREASURER });
    const { app, api } = await openAddGroup(`${ADD_GROUP}/leaders`);
    const user = userEvent.setup();
    await heading('Group Leaders');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const first = await api.respond('POST', '/groups', 409, {
      respMsg: LEADER_CONFLICT.message,
      messages: LEADER_CONFLICT.fieldErrors,
      status: 409,
    });
    expect(
      await screen.findByText(`The group was not saved: ${LEADER_CONFLICT.message}`),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to add the group.')).toBeInTheDocument();
    expect(slotCard('chairperson')).toHaveAttribute('data-invalid');
    expect(within(slotCard('chairperson')).getByText(LEADER_CONFLICT.message)).toBeInTheDocument();
    for (const leader of [CHAIRPERSON, SECRETARY, TREASURER])
      expect(screen.getByText(`${leader.firstName} ${leader.lastName}`)).toBeInTheDocument();

    // The chair person's form shows the message on the id number; a new one answers it.
    await user.click(screen.getByRole('button', { name: 'Edit chair person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit chair person' });
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue(CHAIRPERSON.firstName);
    expect(within(dialog).getByText(LEADER_CONFLICT.message)).toBeInTheDocument();
    const idNumber = within(dialog).getByLabelText(/^ID number/);
    await user.clear(idNumber);
    await user.click(idNumber);
    await user.paste('19790310141230000999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slotCard('chairperson')).not.toHaveAttribute('data-invalid');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const second = await api.respond('POST', '/groups', 201, { data: { groupId: 'g1' } });
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(second.body).toMatchObject({ chairperson: { idNumber: '19790310141230000999' } });
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/dashboard/customers/groups/in-progress'),
    );
    app.unmount();
  });

  it('shows a 400 on its General Information field, the values kept', async () => {
    storeDrafts({ chairperson: CHAIRPERSON, secretary: SECRETARY, treasurer: TREASURER });
    const { app, api, pathname } = await openAddGroup(`${ADD_GROUP}/leaders`);
    const user = userEvent.setup();
    await heading('Group Leaders');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await api.respond('POST', '/groups', 400, {
      respMsg: 'Bad request',
      messages: { name: 'A group with this name is already registered' },
      status: 400,
    });
    expect(await screen.findByText(/The group was not saved: A group with this name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await heading('General Information');
    expect(pathname()).toBe(`${ADD_GROUP}/basic-details`);
    expect(screen.getByLabelText(/^Group name/)).toHaveValue(GROUP_DETAILS.name);
    expect(screen.getByLabelText(/^Number of members/)).toHaveValue(25);
    expect(screen.getByRole('link', { name: CERTIFICATE.name })).toHaveAttribute('href', CERTIFICATE.url);
    expect(screen.getByText(GROUP_POLICY.name)).toBeInTheDocument();
    expect(screen.getAllByText('A group with this name is already registered').length).toBeGreaterThan(0);
    app.unmount();
  });
});

describe('retrying a failed registration', () => {
  it('sends the same Idempotency-Key again on Try again, then finishes', async () => {
    storeDrafts({ chairperson: CHAIRPERSON, secretary: SECRETARY, treasurer: TREASURER });
    const { app, api, pathname } = await openAddGroup(`${ADD_GROUP}/leaders`);
    const user = userEvent.setup();
    await heading('Group Leaders');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const first = await api.respond('POST', '/groups', 503, {
      respMsg: 'Service unavailable',
      messages: {},
      status: 503,
    });
    expect(await screen.findByText('The group was not saved: Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const second = await api.respond('POST', '/groups', 201, { data: { groupId: 'g1' } });
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(second.body).toEqual(first.body);
    expect(await screen.findByText('Group registered successfully.')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/dashboard/customers/groups/in-progress'));
    expect(localStorage.getItem('group-form-details')).toBeNull();
    app.unmount();
  });
});

describe('reloading the add-group wizard', () => {
  it('restores the leaders step from the drafts', async () => {
    storeDrafts({ chairperson: CHAIRPERSON, secretary: SECRETARY });
    const { app, pathname } = await openAddGroup(`${ADD_GROUP}/leaders`);
    await heading('Group Leaders');
    expect(pathname()).toBe(`${ADD_GROUP}/leaders`);
    expect(within(slotCard('chairperson')).getByText('Halima Msuya')).toBeInTheDocument();
    expect(within(slotCard('secretary')).getByText('Joseph Mrema')).toBeInTheDocument();
    expect(within(slotCard('treasurer')).getByRole('button', { name: 'Add treasurer' })).toBeInTheDocument();
    app.unmount();
  });

  it('sends a reload on the leaders step back to General Information when it is not complete', async () => {
    localStorage.setItem('group-form-details', JSON.stringify({ values: { name: 'Umoja' } }));
    const { app, pathname } = await openAddGroup(`${ADD_GROUP}/leaders`);
    await heading('General Information');
    await waitFor(() => expect(pathname()).toBe(`${ADD_GROUP}/basic-details`));
    expect(screen.getByLabelText(/^Group name/)).toHaveValue('Umoja');
    app.unmount();
  });

  it('opens General Information from the bare add-group address', async () => {
    const { app, pathname } = await openAddGroup(ADD_GROUP);
    await heading('General Information');
    await waitFor(() => expect(pathname()).toBe(`${ADD_GROUP}/basic-details`));
    expect(screen.getByRole('navigation', { name: 'Group registration steps' })).toBeInTheDocument();
    app.unmount();
  });
});

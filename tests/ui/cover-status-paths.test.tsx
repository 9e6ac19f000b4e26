import {
  AUTOMATIC_ACTIONS,
  type CoverActor,
  type CoverStatus,
  type CoverStatusEvent,
} from '@machines/cover-status.machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffCoverAction } from '@/features/cover/cover-section';
import { CHECKER, CLERK, MAKER } from '../machines/cover-status.events';
import {
  actorOf,
  allowed,
  type ChartState,
  CONFIRM,
  DONE,
  LABEL,
  REASON_TITLE,
  STAFF_ACTIONS,
  STATUS_LABEL,
  type StaffAction,
  sorted,
  stateKey,
} from '../machines/cover-status-moves';
import { coverStatusScreenPaths } from '../machines/screen-paths';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

/**
 * The cover-status statechart's generated paths, replayed on the record panels: at every step the
 * screen offers the acting user exactly the moves the chart lets them make, the move is made the way
 * a user makes it (the button, then the confirmation or the reason), the request carries the step's
 * event, and the panel then shows the chart's next status with the moves of that status.
 *
 * A step is decided by where it starts (status, makers, checker) and its event (who acts, with what
 * reason): each distinct step is rendered once, on the individual, diaspora or group panel in turn,
 * and every path that passes through it reuses the verdict, so all the paths are replayed without
 * rendering a shared step twice. Every reachable state is then shown to each of the three users.
 */

afterEach(() => localStorage.clear());

/** Only a real hang reaches this: the screen answers a click within milliseconds. */
const CEILING = 30_000;

type Area = 'customers' | 'diasporas' | 'groups';
const AREAS: Area[] = ['customers', 'diasporas', 'groups'];
/** The chart's staff ids as the server's user ids. */
const USER_ID: Record<string, string> = {
  [MAKER.userId]: '11111111-1111-4111-8111-111111111111',
  [CHECKER.userId]: '22222222-2222-4222-8222-222222222222',
  [CLERK.userId]: '33333333-3333-4333-8333-333333333333',
};
const userIdOf = (chartId: string) => {
  const id = USER_ID[chartId];
  if (!id) throw new Error(`no user for ${chartId}`);
  return id;
};

/** A staff user whose permissions give exactly the chart actor's rights in every area. */
function staffFor(actor: CoverActor) {
  const permissions = AREAS.flatMap((area) => [
    `${area}.read`,
    `${area}.status`,
    ...(actor.canApprove ? [`${area}.approve`] : []),
  ]);
  return {
    ...STAFF,
    userId: userIdOf(actor.userId),
    role: { name: 'staff', permissions: permissions.map((name) => ({ name })) },
    permissions,
  };
}

/** The record's cover as the server sends it for a chart state. */
function coverOf(state: ChartState, reason: string | null) {
  const covered = state.status === 'covered';
  const makers = state.makerIds.map(userIdOf);
  return {
    status: state.status,
    coverStartDate: covered ? '2025-07-01' : null,
    waitingPeriodEnd: covered ? '2025-10-01' : null,
    expiryAt: covered ? '2026-07-01T00:00:00.000Z' : null,
    statusReason: reason,
    makerId: makers.at(-1) ?? null,
    makerIds: makers,
    checkerId: state.checkerId ? userIdOf(state.checkerId) : null,
  };
}

const ID = '3a9d2c1b-7e4f-4b6a-9c8d-1e2f3a4b5c6d';

type Cover = ReturnType<typeof coverOf>;

/** Answers the next `METHOD path` request with a JSON body. */
async function answer(api: FakeApi, method: string, path: string, body: unknown) {
  (await api.next(method, path, CEILING)).resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

function individual(cover: Cover) {
  return {
    customerId: ID,
    firstName: 'Juma',
    middleName: 'Hamisi',
    lastName: 'Mwakyusa',
    email: 'juma.mwakyusa@example.co.tz',
    mobile: '0712345678',
    address: 'Plot 12, Sinza, Dar es Salaam',
    dob: '1989-06-14',
    sex: 'male',
    maritalStatus: 'married',
    picture: null,
    idType: 1,
    nin: '19890614141230000011',
    ID: null,
    status: cover.status,
    policy: { policyId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', name: 'Family Shield' },
    group: null,
    nextOfKin: [],
    claims: [],
    totalClaim: 0,
    createdAt: '2024-03-05T09:30:00.000Z',
    updatedAt: '2024-03-05T09:30:00.000Z',
    expiryAt: cover.expiryAt,
    cover,
    deletion: { refusal: null, waiting: null },
  };
}

function diaspora(cover: Cover) {
  return {
    diasporaId: ID,
    firstName: 'Baraka',
    middleName: 'Elia',
    lastName: 'Kimaro',
    email: 'baraka.kimaro@example.co.uk',
    mobile: '+44 7700 900123',
    dob: '1984-07-19',
    sex: 'male',
    maritalStatus: 'married',
    idType: 3,
    idTypeName: 'PASSPORT_ID',
    idNumber: 'TZ1234567',
    accountNumber: '0150123456789',
    idCopy: null,
    address: 'London, United Kingdom',
    status: cover.status,
    enrolledBy: 'staff',
    beneficiaries: [],
    totalClaim: 0,
    createdAt: '2024-03-05T09:30:00.000Z',
    expiryAt: cover.expiryAt,
    cover,
    claims: [],
  };
}

const leader = (customerId: string, firstName: string) => ({
  customerId,
  firstName,
  lastName: 'Mollel',
  mobile: '0712345678',
});

function group(cover: Cover) {
  return {
    groupId: ID,
    name: 'Sinza Traders Group',
    address: 'Plot 4, Sinza Mori, Dar es Salaam',
    membersCount: 25,
    registeredMembers: 3,
    status: cover.status,
    policy: null,
    policyName: null,
    policyEffectiveDate: null,
    chairperson: leader('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Juma'),
    secretary: leader('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', 'Neema'),
    treasurer: leader('3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f', 'Baraka'),
    documents: { registrationCertificate: null, proposalForm: null, meetingMinutes: null },
    totalClaim: 0,
    createdAt: '2024-03-05T09:30:00.000Z',
    expiryAt: cover.expiryAt,
    cover,
    claims: [],
  };
}

const listPage = { totalCount: 0, totalPages: 0, currentPage: 1, perPage: 10 };

/** Opens the area's record panel as `user`, the server holding `cover`; answers its cover region. */
async function openPanel(area: Area, user: ReturnType<typeof staffFor>, cover: Cover) {
  const api = new FakeApi();
  storeSession(user);
  const base = {
    customers: '/dashboard/customers/individuals/in-progress',
    diasporas: '/dashboard/customers/diasporas/in-progress',
    groups: '/dashboard/customers/groups/in-progress',
  }[area];
  const app = renderApp(`${base}/${ID}`, { fetch: api.fetch });
  const queries = await app.queries.load();
  for (const key of ['individuals', 'diasporas', 'groups']) queries.setQueryDefaults([key], { retry: false });
  await answer(api, 'GET', '/auth/me', { data: user });
  let scope: HTMLElement = document.body;
  if (area === 'customers') {
    await answer(api, 'GET', '/customers', { customers: [], pagination: listPage });
    await answer(api, 'GET', `/customers/${ID}`, { data: individual(cover) });
    scope = await screen.findByRole('dialog', { name: 'Individuals details' }, { timeout: CEILING });
  } else if (area === 'diasporas') {
    await answer(api, 'GET', '/diasporas', { data: [], pagination: listPage });
    await answer(api, 'GET', `/diasporas/${ID}`, { data: diaspora(cover) });
    scope = await screen.findByRole('dialog', { name: 'Diaspora details' }, { timeout: CEILING });
  } else {
    await answer(api, 'GET', `/groups/${ID}`, { data: group(cover) });
    await answer(api, 'GET', `/groups/${ID}/members`, { members: [], pagination: listPage });
  }
  const region = await within(scope).findByRole('region', { name: 'Cover' }, { timeout: CEILING });
  const historyOwner = area === 'customers' ? 'customers' : area;
  await answer(api, 'GET', `/${historyOwner}/${ID}/history`, { entries: [] });
  return { app, api, region };
}

const CERTIFICATE = 'Certificate of cover';

/** The moves on screen, in the chart's vocabulary (the certificate's link is no move). */
function offeredOnScreen(region: HTMLElement): StaffAction[] {
  const buttons = within(region)
    .queryAllByRole('button')
    .filter((button) => button.textContent !== CERTIFICATE);
  return buttons.map((button) => {
    const action = STAFF_ACTIONS.find((a) => LABEL[a] === button.textContent);
    if (!action) throw new Error(`an unknown button in the cover section: ${button.textContent}`);
    return action;
  });
}

/** The badge shows `status` and no other status; only a covered record offers its certificate. */
function expectStatus(region: HTMLElement, status: CoverStatus) {
  expect(within(region).queryAllByRole('button', { name: CERTIFICATE })).toHaveLength(
    status === 'covered' ? 1 : 0,
  );
  for (const [other, label] of Object.entries(STATUS_LABEL)) {
    if (other === status) expect(within(region).getByText(label)).toBeInTheDocument();
    else expect(within(region).queryByText(label)).toBeNull();
  }
}

const ACTORS = [MAKER, CHECKER, CLERK];
/** The states and users whose offered moves a replayed step has already checked on screen. */
const offeredChecked = new Set<string>();

/** Opens the panel at `state` as `actor` and checks the moves offered equal the chart's. */
async function checkOffered(area: Area, state: ChartState, actor: CoverActor) {
  const { app, region } = await openPanel(area, staffFor(actor), coverOf(state, null));
  expectStatus(region, state.status);
  expect(sorted(offeredOnScreen(region))).toEqual(sorted(allowed(state, actor)));
  app.unmount();
}

/** Makes the step's move on screen and checks the request and the panel after it. */
async function checkStep(area: Area, from: ChartState, event: CoverStatusEvent, to: ChartState) {
  const actor = actorOf(event);
  if (!actor || AUTOMATIC_ACTIONS.includes(event.type)) {
    // The end of the maximum benefit comes from a paid claim on the server, and lapses, expiries
    // and renewals from the cover jobs, never from a button: no user is offered them, and the
    // status they lead to is checked on screen among the states.
    for (const user of ACTORS)
      for (const automatic of AUTOMATIC_ACTIONS) expect(allowed(from, user)).not.toContain(automatic);
    return;
  }
  const action = event.type as StaffCoverAction;
  const reason = 'reason' in event ? event.reason : null;
  const { app, api, region } = await openPanel(area, staffFor(actor), coverOf(from, null));
  expectStatus(region, from.status);
  expect(sorted(offeredOnScreen(region))).toEqual(sorted(allowed(from, actor)));
  offeredChecked.add(`${stateKey(from)} ${actor.userId}`);

  const user = userEvent.setup();
  await user.click(within(region).getByRole('button', { name: LABEL[action] }));
  const confirm = CONFIRM[action];
  if (confirm) {
    const dialog = await screen.findByRole('alertdialog', { name: confirm.title }, { timeout: CEILING });
    await user.click(within(dialog).getByRole('button', { name: confirm.okay }));
  } else {
    const title = REASON_TITLE[action];
    if (!title || reason === null) throw new Error(`no way on screen to ${action}`);
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: CEILING });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: LABEL[action] }));
  }

  const request = await api.next('POST', `/${area}/${ID}/status`, CEILING);
  expect(request.body).toEqual(reason === null ? { action } : { action, reason });
  // The server answers with the chart's next state: the screen must show it and its moves.
  request.resolve(
    new Response(JSON.stringify({ data: coverOf(to, reason) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  expect(await screen.findByText(DONE[action], undefined, { timeout: CEILING })).toBeInTheDocument();
  await waitFor(() => expectStatus(region, to.status), { timeout: CEILING });
  await waitFor(() => expect(sorted(offeredOnScreen(region))).toEqual(sorted(allowed(to, actor))), {
    timeout: CEILING,
  });
  offeredChecked.add(`${stateKey(to)} ${actor.userId}`);
  if (reason) expect(within(region).getByText(reason)).toBeInTheDocument();
  app.unmount();
}

// The paths the statechart's own test walks (tests/machines/models.ts lists the same two sets).
const PATHS = coverStatusScreenPaths();

/** Each distinct step is rendered on one panel, the three panels taking turns. */
const stepArea = new Map<string, Area>();
for (const path of PATHS) {
  for (const step of path.steps) {
    const key = JSON.stringify([stateKey(step.from), step.event]);
    if (!stepArea.has(key)) stepArea.set(key, AREAS[stepArea.size % AREAS.length] as Area);
  }
}

const REACHABLE = new Map<string, ChartState>();
for (const path of PATHS) {
  for (const step of path.steps) {
    REACHABLE.set(stateKey(step.from), step.from);
    REACHABLE.set(stateKey(step.to), step.to);
  }
}

/** Each distinct step runs once; the paths through it share its verdict. */
const verdicts = new Map<string, Promise<void>>();
function once(key: string, run: () => Promise<void>) {
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = run();
    verdicts.set(key, verdict);
  }
  return verdict;
}

describe('the cover-status paths on the record panels', () => {
  it('replays a path of every reachable status, and reaches states beyond the start', () => {
    expect(new Set([...REACHABLE.values()].map((s) => s.status))).toEqual(
      new Set(['in-progress', 'covered', 'uncovered']),
    );
    expect(PATHS.length).toBeGreaterThan(10);
  });

  it.each(PATHS.map((path) => [path.description, path] as const))(
    'replays %s',
    async (_, path) => {
      for (const step of path.steps) {
        const key = JSON.stringify([stateKey(step.from), step.event]);
        await once(key, () => checkStep(stepArea.get(key) as Area, step.from, step.event, step.to));
      }
    },
    120_000,
  );

  // After the replays: every reachable state, for each of the three users, on a panel in turn
  // (the combinations a replayed step did not already show).
  it.each([...REACHABLE.values()].map((state, index) => [stateKey(state), state, index] as const))(
    'offers every user exactly the moves the chart allows at %s',
    async (key, state, index) => {
      for (const actor of ACTORS) {
        if (offeredChecked.has(`${key} ${actor.userId}`)) continue;
        await checkOffered(AREAS[index % AREAS.length] as Area, state, actor);
      }
    },
    120_000,
  );
});

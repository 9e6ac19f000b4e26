import type { CoverActor, CoverStatus } from '@machines/cover-status.machine';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { customer, diaspora, paymentAccount, person, uniqueDigits } from '../api/fixtures';
import { CHECKER, CLERK, MAKER } from '../machines/cover-status.events';
import {
  actorOf,
  allowed,
  type ChartState,
  CONFIRM,
  type CoverPath,
  DONE,
  LABEL,
  REASON_TITLE,
  STAFF_ACTIONS,
  STATUS_LABEL,
  type StaffAction,
  type Step,
  sorted,
} from '../machines/cover-status-moves';
import { coverStatusBrowserPaths } from '../machines/screen-paths';
import { describeInBrowser, launchBrowser, signedInPage } from './browser';
import { staffApi } from './staff-api';

/**
 * The cover-status statechart's shortest paths, replayed in Chromium against the real server: the
 * chart's three staff are three accounts (the record's maker and a checker, both admins, and an
 * officer who may not approve), each signed in on their own page. For every path a fresh record is
 * made by the maker, and every step is done by its user on the record's panel: the moves offered
 * are the chart's, the move is made with its button and dialog, and afterwards the panel and the
 * server both hold the chart's next state (status, makers, checker). The areas take turns.
 */

const baseUrl = inject('e2eBaseUrl');
const { call, tokenOf } = staffApi(baseUrl);
const ACCOUNTS: Record<string, { email: string; password: string }> = {
  [MAKER.userId]: { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') },
  [CHECKER.userId]: { email: inject('e2eCheckerEmail'), password: inject('e2eOfficerPassword') },
  [CLERK.userId]: { email: inject('e2eOfficerEmail'), password: inject('e2eOfficerPassword') },
};
const ACTORS: CoverActor[] = [MAKER, CHECKER, CLERK];

/** Only a hang reaches this: each move answers within a second or two. */
const PATH_CEILING = 240_000;

type Area = 'customers' | 'diasporas' | 'groups';
const AREAS: Area[] = ['customers', 'diasporas', 'groups'];
const LIST: Record<Area, string> = {
  customers: '/dashboard/customers/individuals',
  diasporas: '/dashboard/customers/diasporas',
  groups: '/dashboard/customers/groups',
};
const PANEL: Partial<Record<Area, string>> = {
  customers: 'Individuals details',
  diasporas: 'Diaspora details',
};

interface Staff {
  page: Page;
  token: string;
  /** The server's id of this account. */
  id: string;
}
const staff = new Map<string, Staff>();
const staffOf = (actor: CoverActor) => {
  const found = staff.get(actor.userId);
  if (!found) throw new Error(`no account for ${actor.userId}`);
  return found;
};

let browser: Browser;
const policyOf: Partial<Record<'individual' | 'group', string>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const actor of ACTORS) {
    const account = ACCOUNTS[actor.userId];
    if (!account) throw new Error(`no account for ${actor.userId}`);
    const token = await tokenOf(account);
    const me = await call<{ data: { userId: string } }>('GET', '/auth/me', token);
    const page = await signedInPage(browser, 'desktop', baseUrl, account.email, account.password);
    staff.set(actor.userId, { page, token, id: me.data.userId });
  }
  for (const kind of ['individual', 'group'] as const) {
    const { policies } = await call<{ policies: { policyId: string }[] }>(
      'GET',
      `/policies?kind=${kind}`,
      staffOf(MAKER).token,
    );
    policyOf[kind] = policies[0]?.policyId;
  }
}, PATH_CEILING);
afterAll(async () => {
  await browser?.close();
});

/** A fresh in-progress record of the area, made by the chart's maker. */
async function makeRecord(area: Area): Promise<string> {
  const token = staffOf(MAKER).token;
  // A surname the demo data never uses, so nothing else on the list is confused with it.
  const lastName = `Njau${uniqueDigits(6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
  if (area === 'customers') {
    const created = await call<{ data: { customerId: string } }>(
      'POST',
      '/customers',
      token,
      customer({ lastName, policyId: policyOf.individual }),
    );
    return created.data.customerId;
  }
  if (area === 'diasporas') {
    const created = await call<{ data: { diasporaId: string } }>(
      'POST',
      '/diasporas',
      token,
      diaspora({ lastName }),
    );
    return created.data.diasporaId;
  }
  const created = await call<{ data: { groupId: string } }>('POST', '/groups', token, {
    name: `Umoja ${lastName}`,
    membersCount: 25,
    address: 'Mbezi Beach, Dar es Salaam',
    accountNumber: paymentAccount(),
    policyId: policyOf.group,
    chairperson: person({ firstName: 'Mwanaidi', lastName, mobile: '0713000001' }),
    secretary: person({ firstName: 'Faraji', lastName, mobile: '0713000002' }),
    treasurer: person({ firstName: 'Upendo', lastName, mobile: '0713000003' }),
  });
  return created.data.groupId;
}

/** The record's cover region on `page`, opened from its address under `status`. */
async function openCover(page: Page, area: Area, id: string, status: CoverStatus): Promise<Locator> {
  await page.goto(`${LIST[area]}/${status}/${id}`);
  const title = PANEL[area];
  const scope = title ? page.getByRole('dialog', { name: title }) : page;
  const region = scope.getByRole('region', { name: 'Cover' });
  await region.waitFor();
  return region;
}

const CERTIFICATE = 'Certificate of cover';

/** The moves on screen, in the chart's vocabulary (the certificate's link is no move). */
async function offeredOnScreen(region: Locator): Promise<StaffAction[]> {
  const labels = (await region.getByRole('button').allTextContents()).filter(
    (label) => label.trim() !== CERTIFICATE,
  );
  return labels.map((label) => {
    const action = STAFF_ACTIONS.find((a) => LABEL[a] === label.trim());
    if (!action) throw new Error(`an unknown button in the cover section: ${label}`);
    return action;
  });
}

/** The badge shows `status` and no other; only a covered record offers its certificate. */
async function expectStatus(region: Locator, status: CoverStatus) {
  await expect
    .poll(() => region.getByRole('button', { name: CERTIFICATE }).count())
    .toBe(status === 'covered' ? 1 : 0);
  for (const [other, label] of Object.entries(STATUS_LABEL)) {
    await expect.poll(() => region.getByText(label, { exact: true }).count()).toBe(other === status ? 1 : 0);
  }
}

/** The server's cover, in the chart's terms: its makers and checker as the chart's staff. */
async function serverState(area: Area, id: string): Promise<ChartState> {
  const detail = await call<{
    data: { cover: { status: CoverStatus; makerIds: string[]; checkerId: string | null } };
  }>('GET', `/${area}/${id}`, staffOf(MAKER).token);
  const chartId = (serverId: string) => {
    const actor = ACTORS.find((a) => staffOf(a).id === serverId);
    if (!actor) throw new Error(`a maker or checker outside the chart's staff: ${serverId}`);
    return actor.userId;
  };
  const { cover } = detail.data;
  return {
    status: cover.status,
    makerIds: cover.makerIds.map(chartId),
    checkerId: cover.checkerId === null ? null : chartId(cover.checkerId),
  };
}

const inChartTerms = (state: ChartState) => ({
  status: state.status,
  makers: [...new Set(state.makerIds)].sort(),
  checkerId: state.checkerId,
});

async function replayStep(area: Area, id: string, step: Step) {
  const actor = actorOf(step.event);
  if (!actor || step.event.type === 'exhaust') {
    throw new Error('a shortest path through a paid claim: it needs a claim, not a button');
  }
  const action = step.event.type as StaffAction;
  const reason = 'reason' in step.event ? step.event.reason : null;
  const { page } = staffOf(actor);
  const region = await openCover(page, area, id, step.from.status);
  await expectStatus(region, step.from.status);
  await expect
    .poll(async () => sorted(await offeredOnScreen(region)))
    .toEqual(sorted(allowed(step.from, actor)));

  await region.getByRole('button', { name: LABEL[action], exact: true }).click();
  const confirm = CONFIRM[action];
  if (confirm) {
    await page
      .getByRole('alertdialog', { name: confirm.title })
      .getByRole('button', { name: confirm.okay })
      .click();
  } else {
    const title = REASON_TITLE[action];
    if (!title || !reason) throw new Error(`no way on screen to ${action}`);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: LABEL[action], exact: true }).click();
  }
  await page.getByText(DONE[action]).first().waitFor();
  await expectStatus(region, step.to.status);
  await expect
    .poll(async () => sorted(await offeredOnScreen(region)))
    .toEqual(sorted(allowed(step.to, actor)));
  if (reason) await region.getByText(reason).first().waitFor();
  expect(inChartTerms(await serverState(area, id))).toEqual(inChartTerms(step.to));
}

const PATHS: CoverPath[] = coverStatusBrowserPaths();

const ROLE: Record<string, string> = {
  [MAKER.userId]: 'maker',
  [CHECKER.userId]: 'checker',
  [CLERK.userId]: 'officer',
};
const named = (path: CoverPath) =>
  path.steps
    .map(({ event }) => `${event.type}${'by' in event ? ` by ${ROLE[event.by.userId]}` : ''}`)
    .join(', ');

describeInBrowser('the cover-status shortest paths against the real server', () => {
  it('has a path of every status, none of them through a paid claim', () => {
    expect(new Set(PATHS.flatMap((p) => p.steps.map((s) => s.to.status)))).toEqual(
      new Set(['covered', 'uncovered', 'in-progress']),
    );
    // The end of the maximum benefit comes from a paid claim (its own browser test), not a button.
    expect(PATHS.filter((p) => p.steps.some((s) => s.event.type === 'exhaust'))).toEqual([]);
  });

  for (const path of PATHS) {
    const area = AREAS[path.index % AREAS.length] as Area;
    it(
      `replays on a ${area} record: ${named(path)}`,
      async () => {
        const id = await makeRecord(area);
        expect(inChartTerms(await serverState(area, id))).toEqual(
          inChartTerms(path.steps[0]?.from ?? { status: 'in-progress', makerIds: [], checkerId: null }),
        );
        for (const step of path.steps) await replayStep(area, id, step);
      },
      PATH_CEILING,
    );
  }
});

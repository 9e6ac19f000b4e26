import type { onboardingMachine } from '@machines/onboarding.machine';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { uniqueDigits } from '../api/fixtures';
import { SPOUSE, VALID_DETAILS } from '../machines/events';
import { onboardingBrowserPaths } from '../machines/screen-paths';
import { replayStrictly } from '../ui/generated-paths';
import { describeInBrowser, launchBrowser, newContext } from './browser';
import { addBeneficiary, field, fillHolderDetails } from './flows';
import { staffApi } from './staff-api';

/**
 * The public enrolment statechart's shortest paths, replayed in Chromium on a phone against the
 * real server, as a diaspora customer enrols: each state has what the visitor sees, each event what
 * the visitor (or the server) does. The server's refusals are not on demand here (a failed submit,
 * an expired session), so their paths stay with the screen tests (tests/ui/onboarding-journey);
 * every path that ends enrolled is looked up by staff afterwards.
 */

const baseUrl = inject('e2eBaseUrl');
const admin = { email: inject('e2eAdminEmail'), password: inject('e2eAdminPassword') };
const { call, tokenOf } = staffApi(baseUrl);

type Snapshot = SnapshotFrom<typeof onboardingMachine>;

/** What a visitor does against the real server: the journeys' events, and typing after a return. */
const PATHS = onboardingBrowserPaths();

/** A path's events in a short name. */
const named = (path: (typeof PATHS)[number]) =>
  path.steps
    .slice(1)
    .map((step) => step.event.type)
    .join(', ');

/** Only a hang reaches this: a path is a minute's typing at most on a busy machine. */
const PATH_CEILING = 240_000;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let staffToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await tokenOf(admin);
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const onPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);

const fillDetails = (page: Page, lastName: string, idNumber: string) =>
  fillHolderDetails(page, {
    selects: { Sex: 'male', 'Marital status': 'married', 'ID type': String(VALID_DETAILS.idType) },
    texts: {
      'First name': VALID_DETAILS.firstName,
      'Last name': lastName,
      'Date of birth': VALID_DETAILS.dob,
      'Account number': VALID_DETAILS.accountNumber,
      'ID number': idNumber,
      Email: VALID_DETAILS.email,
      'Mobile number': VALID_DETAILS.mobile,
      'Place of residency': VALID_DETAILS.address,
    },
  });

const addSpouse = (page: Page, lastName: string) =>
  addBeneficiary(page, { ...SPOUSE, lastName, relationship: String(SPOUSE.relationship) });

describeInBrowser('the enrolment statechart in Chromium against the real server', () => {
  it('reaches every step of the enrolment and its end', () => {
    const reached = new Set(PATHS.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const value of [
      '{"policy":"idle"}',
      '{"policy":"verifying"}',
      '"basicDetails"',
      '"beneficiaries"',
      '"submitting"',
      '"done"',
    ]) {
      expect(reached).toContain(value);
    }
  });

  for (const path of PATHS) {
    it(
      `replays ${named(path)}`,
      async () => {
        const context: BrowserContext = await newContext(browser, 'phone', baseUrl);
        const page = await context.newPage();
        // A surname and id number of this path alone, so staff find exactly its enrolment.
        const lastName = `Sekwao${uniqueDigits(6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
        const idNumber = `TZ${uniqueDigits(7)}`;
        const submits: Request[] = [];
        const sessions: Request[] = [];
        page.on('request', (request) => {
          if (request.method() !== 'POST') return;
          const { pathname } = new URL(request.url());
          if (pathname === '/api/v1/diasporas') submits.push(request);
          if (pathname === '/api/v1/enrolment-sessions') sessions.push(request);
        });
        await page.goto('/diaspora');
        await replayStrictly(path, {
          states: {
            policy: async (s: Snapshot) => {
              await heading(page, 'Diaspora Repatriation Cover');
              await onPath(page, '/diaspora/policy');
              // Trading the captcha for a session is one quick request to the real server: that
              // state shows as the request sent; every other as Next offered only when both are done.
              if (s.matches({ policy: 'verifying' })) {
                await expect.poll(() => sessions.length).toBeGreaterThan(0);
                return;
              }
              const next = page.getByRole('button', { name: 'Next' });
              const ready = s.context.termsAccepted && s.context.sessionReady;
              await expect.poll(() => next.isEnabled()).toBe(ready);
            },
            basicDetails: async () => {
              await heading(page, 'User Details');
              await onPath(page, '/diaspora/basic-details');
            },
            beneficiaries: async (s: Snapshot) => {
              await heading(page, 'Beneficiaries Declaration');
              await onPath(page, '/diaspora/members-declaration');
              const save = page.getByRole('button', { name: 'Save' });
              if (s.context.beneficiaries.length === 0) {
                await page.getByText('Empty Beneficiaries List').waitFor();
                expect(await save.isDisabled()).toBe(true);
              } else {
                await page.getByText(/I declare that the information/).waitFor();
                expect(await save.isEnabled()).toBe(true);
              }
            },
            // The real server answers at once: the state shows as the one enrolment sent.
            submitting: async () => {
              await expect.poll(() => submits.length).toBe(1);
            },
            done: async () => {
              await heading(page, 'Successfully Onboarded!');
              await onPath(page, '/diaspora/conclusion');
              expect(await page.evaluate(() => localStorage.getItem('diaspora-form-details'))).toBeNull();
              expect(
                await page.evaluate(() => localStorage.getItem('diaspora-members-form-details')),
              ).toBeNull();
              // Staff find exactly this enrolment, in progress, with its spouse.
              const found = await call<{ data: { diasporaId: string; status: string }[] }>(
                'GET',
                `/diasporas?search=${lastName.toLowerCase()}`,
                staffToken,
              );
              expect(found.data).toHaveLength(1);
              expect(found.data[0]?.status).toBe('in-progress');
              const detail = await call<{
                data: { idNumber: string; beneficiaries: { firstName: string; relationship: number }[] };
              }>('GET', `/diasporas/${found.data[0]?.diasporaId}`, staffToken);
              expect(detail.data.idNumber).toBe(idNumber);
              expect(detail.data.beneficiaries).toMatchObject([
                { firstName: SPOUSE.firstName, relationship: SPOUSE.relationship },
              ]);
            },
          },
          events: {
            'terms.toggle': async () => {
              await page.getByText('I agree with the Terms and Conditions provided above.').click();
            },
            'captcha.verified': async () => {
              await page.getByText('I am not a robot').click();
            },
            'session.started': async () => {
              await page.getByText('Verified').waitFor();
            },
            'step.next': async () => {
              await page.getByRole('button', { name: 'Next' }).first().click();
            },
            'step.previous': async () => {
              await page.getByRole('button', { name: 'Previous' }).first().click();
            },
            'details.submit': async () => {
              await fillDetails(page, lastName, idNumber);
              await page.getByRole('button', { name: 'Next' }).first().click();
            },
            'details.change': async () => {
              await field(page, 'Place of residency').press('End');
              await field(page, 'Place of residency').pressSequentially('.');
            },
            'beneficiary.add': async () => addSpouse(page, lastName),
            submit: async () => {
              await page.getByRole('button', { name: 'Save' }).click();
            },
            'submit.succeeded': async () => {
              await onPath(page, '/diaspora/conclusion');
            },
          },
        });
        await context.close();
      },
      PATH_CEILING,
    );
  }
});

import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { uniqueDigits } from '../api/fixtures';
import {
  type Device,
  describeInBrowser,
  launchBrowser,
  screenshot,
  signedInPage,
  watchForErrors,
} from './browser';

const baseUrl = inject('e2eBaseUrl');
const adminEmail = inject('e2eAdminEmail');
const adminPassword = inject('e2eAdminPassword');
const api = `${baseUrl}/api/v1`;

// A surname the demo data never uses, so a search finds only this test's customer.
const SURNAME = 'Mwasambili';
const LIST_PATH = '/dashboard/customers/diasporas/in-progress';

/** A small PNG that looks like a scanned certificate: a navy band and grey lines of text. */
function certificatePng(width = 360, height = 240): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let rgb: [number, number, number] = [250, 247, 240];
      const border = x < 6 || x >= width - 6 || y < 6 || y >= height - 6;
      const band = y >= 18 && y < 58 && x >= 18 && x < width - 18;
      const line =
        y >= 80 && y < height - 30 && (y - 80) % 22 < 6 && x >= 30 && x < width - 30 - ((y * 7) % 90);
      const seal = (x - (width - 70)) ** 2 + (y - (height - 60)) ** 2 < 26 ** 2;
      if (border) rgb = [196, 134, 28];
      else if (band) rgb = [11, 31, 58];
      else if (seal) rgb = [227, 165, 47];
      else if (line) rgb = [173, 195, 223];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Enrols two diaspora customers through the real API, one with a proof of relationship. */
async function seedDiasporas(): Promise<void> {
  const signIn = await json<{ data: { token: string } }>(
    await fetch(`${api}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    }),
  );
  const auth = { authorization: `Bearer ${signIn.data.token}` };

  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(certificatePng())], { type: 'image/png' }),
    'marriage-certificate.png',
  );
  const upload = await json<{ data: { url: string } }>(
    await fetch(`${api}/files`, { method: 'POST', headers: auth, body: form }),
  );

  const enrol = (payload: object) =>
    fetch(`${api}/diasporas`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(payload),
    }).then(json);

  await enrol({
    firstName: 'Zawadi',
    lastName: 'Mushi',
    email: 'zawadi.mushi@example.de',
    mobile: '+49 151 2345678',
    dob: yearsAgo(31),
    sex: 'female',
    maritalStatus: 'single',
    idType: 3,
    idNumber: uniqueDigits(9),
    accountNumber: uniqueDigits(13),
    address: 'Berlin, Germany',
    beneficiaries: [
      { firstName: 'Neema', lastName: 'Mushi', sex: 'female', dob: yearsAgo(6), relationship: 3 },
    ],
  });
  await enrol({
    firstName: 'Baraka',
    middleName: 'Elia',
    lastName: SURNAME,
    email: 'baraka.mwasambili@example.co.uk',
    mobile: '+44 7700 900123',
    dob: yearsAgo(42),
    sex: 'male',
    maritalStatus: 'married',
    idType: 1,
    idNumber: uniqueDigits(20),
    accountNumber: uniqueDigits(13),
    address: 'Flat 4, 22 Camden Road, London, United Kingdom',
    beneficiaries: [
      {
        firstName: 'Rehema',
        lastName: SURNAME,
        sex: 'female',
        dob: yearsAgo(38),
        relationship: 2,
        copyOfProof: upload.data.url,
      },
      { firstName: 'Amani', lastName: SURNAME, sex: 'male', dob: yearsAgo(9), relationship: 3 },
    ],
  });
}

let browser: Browser;
beforeAll(async () => {
  await seedDiasporas();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSideways(page: Page, device: Device) {
  if (device !== 'phone') return;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

describeInBrowser.each<Device>(['desktop', 'phone'])('the diaspora area on a %s', (device) => {
  let page: Page;
  afterAll(async () => {
    await page?.context().close();
  });

  it('finds a customer by surname, shows the details and the proof, and closes back to the search', async () => {
    page = await signedInPage(browser, device, baseUrl, adminEmail, adminPassword);
    const errors = watchForErrors(page);
    await page.goto(LIST_PATH);
    await page.getByRole('heading', { level: 1, name: 'Diasporas' }).waitFor();
    await page.getByText('Baraka E. Mwasambili').waitFor();
    await page.getByText('Zawadi Mushi').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectNoSideways(page, device);
    await screenshot(page, `diasporas-list-${device}`);

    await page.getByRole('searchbox', { name: 'Search diaspora customers' }).fill(SURNAME.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('search') === SURNAME.toLowerCase());
    await page.getByText('Zawadi Mushi').waitFor({ state: 'detached' });
    await page.getByText('1 total', { exact: true }).waitFor();
    await page.getByText('Baraka E. Mwasambili').waitFor();

    await page.getByRole('link', { name: 'View Baraka E. Mwasambili' }).click();
    const panel = page.getByRole('dialog', { name: 'Diaspora details' });
    await panel.waitFor();
    await panel.getByText('Baraka Elia Mwasambili').waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(SURNAME.toLowerCase());
    await panel.getByRole('region', { name: 'Beneficiaries Declared' }).waitFor();
    await panel
      .getByRole('listitem', { name: `Rehema ${SURNAME}` })
      .getByText('spouse')
      .waitFor();
    await panel
      .getByRole('listitem', { name: `Amani ${SURNAME}` })
      .getByText('No Attachment')
      .waitFor();
    // The holder's sex, in words (a son among the beneficiaries is 'Male' too).
    await panel
      .getByRole('region', { name: 'Basic information' })
      .getByText('Male', { exact: true })
      .waitFor();
    await expectNoSideways(page, device);
    await screenshot(page, `diasporas-details-${device}`);

    await panel.getByRole('button', { name: 'Proof of relationship' }).click();
    const preview = panel.getByRole('img', { name: 'Preview of Proof of relationship' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(360);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.getByRole('link', { name: 'Open in new tab' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();

    await screenshot(page, `diasporas-proof-${device}`);

    await panel.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === LIST_PATH);
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('search')).toBe(SURNAME.toLowerCase());
    expect(await page.getByRole('searchbox').inputValue()).toBe(SURNAME.toUpperCase());
    expect(errors).toEqual([]);
  });
});

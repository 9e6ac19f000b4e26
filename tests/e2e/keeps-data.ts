import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { field } from './flows';
import { allowProblems } from './page-problems';

/**
 * Network faults for one API path, switched on and off by the test. Only the create (POST) is
 * touched: the screens' own reads go through.
 *
 * - 'lost': the request reaches the server, which acts on it, but its answer never arrives.
 * - 'offline': the request never leaves the browser.
 */
export type Fault = 'lost' | 'offline' | null;

export interface FaultyPath {
  /** What the next POSTs meet; null lets them through. */
  fault: Fault;
  /** Every POST the page sent on this path, with what it met. */
  attempts: { fault: Fault; idempotencyKey: string | undefined }[];
}

export async function faultyPath(page: Page, path: string, fault: Fault): Promise<FaultyPath> {
  const state: FaultyPath = { fault, attempts: [] };
  await page.route(
    (url) => url.pathname === `/api/v1${path}`,
    async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const met = state.fault;
      state.attempts.push({ fault: met, idempotencyKey: request.headers()['idempotency-key'] });
      // The failure this fault makes is the test's own; any other stays unexpected.
      if (met) allowProblems(`request failed: POST /api/v1${path} (net::ERR_INTERNET_DISCONNECTED)`);
      if (met === 'offline') return route.abort('internetdisconnected');
      if (met === 'lost') {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      return route.continue();
    },
  );
  return state;
}

/** Each labelled field holds its value (selects answer their option's value). */
export async function expectFields(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await expect.poll(() => field(scope, label).inputValue(), { message: label }).toBe(value);
  }
}

/** Fills text fields and picks select options, by label. */
export async function fillFields(
  scope: Page | Locator,
  selects: Record<string, string>,
  texts: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(selects)) await field(scope, label).selectOption(value);
  for (const [label, value] of Object.entries(texts)) await field(scope, label).fill(value);
}

export interface Person {
  selects: Record<string, string>;
  texts: Record<string, string>;
}

/** All of a person's fields as the form shows them. */
export const personValues = (person: Person): Record<string, string> => ({
  ...person.selects,
  ...person.texts,
});

const API_TIMEOUT_MS = 10_000;

export async function apiJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function staffToken(api: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${api}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

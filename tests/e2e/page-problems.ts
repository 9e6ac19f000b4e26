import type { BrowserContext, Request, Response } from 'playwright-core';
import { afterEach, expect } from 'vitest';

/**
 * What a browser test must not leave behind unnoticed: a console error, an uncaught exception, a
 * request that failed, a 5xx answer, or a 4xx answer the test did not expect. Every context that
 * `launchBrowser()`'s browser opens is watched (browser.ts), and after each test of every file that
 * imports this module the problems seen during the test fail it, unless the test allowed them with
 * `allowProblems` because it provokes them on purpose (a 401 after signing out, a 409 on a taken id).
 */

const problems: string[] = [];
let allowed: (string | RegExp)[] = [];

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function describeRequest(request: Request): string {
  return `${request.method()} ${pathOf(request.url())}`;
}

function onResponse(response: Response): void {
  if (response.status() < 400) return;
  problems.push(`${response.status()} ${describeRequest(response.request())}`);
}

function onRequestFailed(request: Request): void {
  const reason = request.failure()?.errorText ?? 'unknown failure';
  // Chromium cancels a request the page no longer needs (a navigation away, a superseded fetch, a
  // closed tab) with ERR_ABORTED: that is the browser tidying up, not a request that failed.
  if (reason === 'net::ERR_ABORTED') return;
  problems.push(`request failed: ${describeRequest(request)} (${reason})`);
}

/** Starts recording the problems of every page the context opens, now and later. */
export function watchContext(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every 4xx/5xx and network failure as 'Failed to load resource'; the response
    // and requestfailed events above report the same thing with its method and path.
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  context.on('response', onResponse);
  context.on('requestfailed', onRequestFailed);
}

/**
 * Lets the current test meet problems it provokes on purpose. A string matches a problem that
 * contains it (e.g. '401 GET /api/v1/auth/me'), a pattern one it matches. Cleared after the test.
 */
export function allowProblems(...patterns: (string | RegExp)[]): void {
  allowed.push(...patterns);
}

function isAllowed(problem: string): boolean {
  return allowed.some((pattern) =>
    typeof pattern === 'string' ? problem.includes(pattern) : pattern.test(problem),
  );
}

/** The problems seen since the last call that the test did not allow; forgets all of them. */
export function takeUnexpectedProblems(): string[] {
  const unexpected = problems.filter((problem) => !isAllowed(problem));
  problems.length = 0;
  return unexpected;
}

// Registered when a test file imports the browser helpers, at the file's top level: it runs after
// each test of the file, after the test's own hooks (which may still act on the page) have run.
afterEach(() => {
  const unexpected = takeUnexpectedProblems();
  allowed = [];
  expect(unexpected, 'console errors, failed requests and error answers the test did not expect').toEqual([]);
});

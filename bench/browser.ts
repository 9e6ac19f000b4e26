import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { startServer } from '../scripts/reliability/server-process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { freePort } from './postgres';
import { log, type Row, verdict } from './report';

/**
 * The browser's figures: JavaScript and CSS bytes over the wire per page, against the floor of a
 * minimal React 19 page built by the same Vite config in the same run, whether a public page
 * loads any staff-only module, and Lighthouse's mobile scores.
 */

const root = path.resolve(import.meta.dirname, '..');
/** JavaScript on a public page's first load, in KB of Brotli, the encoding the browser is sent. */
const JS_BUDGET_KB: Record<string, number> = {
  '/': 120,
  '/diaspora/policy': 160,
  '/diaspora/basic-details': 160,
  '/login': 140,
};
/** Lighthouse mobile performance each page must reach; the landing page is the first impression. */
const PERFORMANCE_TARGET: Record<string, number> = {
  '/': 95,
  '/diaspora/policy': 90,
  '/diaspora/basic-details': 90,
  '/login': 90,
};
/** A run whose floor page scores under this is too noisy to judge the app's scores by. */
const FLOOR_SCORE_FOR_A_VERDICT = 95;
const ADMIN = { email: 'admin@bancassurance.local', password: 'bench-admin-password' };
const BYTE_PAGES = [
  '/',
  '/diaspora/policy',
  '/diaspora/basic-details',
  '/login',
  '/dashboard/customers/diasporas/in-progress',
];
const PUBLIC_PAGES = new Set(Object.keys(JS_BUDGET_KB));
export const LIGHTHOUSE_PAGES = ['/', '/diaspora/policy', '/diaspora/basic-details', '/login'];
const FLOOR_BASE = '/bench-floor/';

/** What a tab holds in its storage before a page opens. */
export type Storage = Record<string, unknown>;

/** Runs in the page (Playwright sends its source): stores each entry as the app's drafts do, as JSON. */
const writeStorage = (stored: Storage) => {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
};

/**
 * The details step is shown to a visitor who has done the policy step; a newcomer opening its URL
 * is sent to the policy step before its code loads. The bench measures the step itself.
 */
export const PAGE_STORAGE: Record<string, Storage> = {
  '/diaspora/basic-details': {
    'diaspora-policy-form-details': {
      termsAccepted: true,
      enrolmentToken: 'enr_bench',
      enrolmentExpiresAt: '2099-01-01T00:00:00.000Z',
    },
  },
};

/** Lighthouse's scores vary from run to run; the full run takes the median of this many. */
const LIGHTHOUSE_RUNS = 3;

/** A figure taken on the page a redirect led to would pass for the page asked for. */
function assertLandedOn(route: string, finalUrl: string): void {
  const landed = new URL(finalUrl).pathname;
  if (landed !== route) throw new Error(`${route} ended on ${landed}: its figures would be another page's`);
}

/** Source folders that only staff screens use: a public page must load none of their code. */
// The route tree must list every route to match URLs; a staff route counts by its split parts.
const STAFF_ONLY = [
  /^src\/routes\/dashboard.*\?tsr-split=/,
  /^src\/features\/(approvals|diasporas|group-member|group-registration|groups|individual-registration|individuals|shell)\//,
  /^src\/api\/(approvals|claims|cover|download|paged-list-query)\.ts/,
];

/** Which source modules went into each built file, recorded while the app is built. */
function chunkModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        into.set(
          chunk.fileName,
          chunk.moduleIds.map((id) => path.relative(root, id)),
        );
      }
    },
  };
}

const staffModulesIn = (modules: string[]) => modules.filter((id) => STAFF_ONLY.some((re) => re.test(id)));

async function buildBoth(outDir: string): Promise<Map<string, string[]>> {
  const configFile = path.join(root, 'vite.config.ts');
  const modules = new Map<string, string[]>();
  await build({
    configFile,
    logLevel: 'warn',
    plugins: [chunkModules(modules)],
    build: { outDir, emptyOutDir: true },
  });
  await build({
    configFile,
    logLevel: 'warn',
    root: path.join(import.meta.dirname, 'floor'),
    base: FLOOR_BASE,
    build: { outDir: path.join(outDir, FLOOR_BASE), emptyOutDir: true },
  });
  return modules;
}

interface PageBytes {
  js: number;
  css: number;
  files: string[];
}

/**
 * What the same files weigh as the Brotli copies the server sends a browser that accepts them
 * (files under 1 KB go uncompressed): read from the build, without loading the page again.
 */
function brotliBytes(dist: string, files: string[], extension: '.js' | '.css'): number {
  return files
    .filter((file) => file.endsWith(extension))
    .reduce((sum, file) => {
      const plain = path.join(dist, file);
      return sum + fs.statSync(fs.existsSync(`${plain}.br`) ? `${plain}.br` : plain).size;
    }, 0);
}

/**
 * JavaScript and CSS bytes a fresh browser transfers for a page until the network is idle, as
 * gzip, the budget's unit: the browser asks for gzip only (its own Accept-Encoding gets Brotli,
 * see `brotliBytes`).
 */
async function pageBytes(base: string, route: string, storage: Storage = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    await context.addInitScript(writeStorage, storage);
    const page = await context.newPage();
    const bytes: PageBytes = { js: 0, css: 0, files: [] };
    const pending: Promise<void>[] = [];
    let started = 0;
    page.on('request', () => {
      started += 1;
    });
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          const sent = (await request.response())?.headers()['content-encoding'] ?? 'identity';
          // A figure in the wrong unit must not pass for the right one (files under 1 KB go
          // uncompressed, see build/precompress.ts).
          if (sent !== 'gzip' && sent !== 'identity') {
            throw new Error(`${request.url()} came as ${sent}, not gzip`);
          }
          // The body as it crossed the wire.
          bytes[type === 'script' ? 'js' : 'css'] += sizes.responseBodySize;
          bytes.files.push(new URL(request.url()).pathname);
        })(),
      );
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // On a busy machine the network can fall quiet for half a second before a route's own files
    // are asked for: count until no request has started for two seconds.
    for (let seen = -1; seen !== started; ) {
      seen = started;
      await page.waitForTimeout(2_000);
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(pending);
    assertLandedOn(route, page.url());
    return bytes;
  } finally {
    await browser.close();
  }
}

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Puts `storage` into the origin's localStorage of the Chromium Lighthouse is about to drive. */
async function seedStorage(port: number, url: string, storage: Storage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context to seed');
  const page = await context.newPage();
  // A JSON answer from the same origin: no page code runs, and nothing lands in the HTTP cache.
  await page.goto(new URL('/api/v1/health', url).href);
  await page.evaluate(writeStorage, storage);
  await page.close();
  // Connected over CDP, close() only disconnects: the browser stays up for Lighthouse.
  await browser.close();
}

/** Lighthouse's default run: the mobile preset with its simulated throttling. */
async function lighthouseRun(url: string, storage: Storage) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const seeded = Object.keys(storage).length > 0;
    if (seeded) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse clears the origin's storage (and cache) first; a seeded page keeps its storage.
      disableStorageReset: seeded,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run's scores; a run whose trace failed (it asks to be run again) is run again, twice at most. */
export async function lighthouseScores(url: string, storage: Storage): Promise<Scores> {
  let lhr = await lighthouseRun(url, storage);
  for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
    const { code, message } = lhr.runtimeError;
    console.error(`[bench] Lighthouse failed on ${url} (${code}: ${message}); running it again`);
    lhr = await lighthouseRun(url, storage);
  }
  assertLandedOn(new URL(url).pathname, lhr.finalDisplayedUrl);
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** The run with the median performance score of `runs` runs, and the lowest and highest score. */
async function medianScores(url: string, storage: Storage, runs: number) {
  const all: Scores[] = [];
  for (let run = 0; run < runs; run++) all.push(await lighthouseScores(url, storage));
  all.sort((a, b) => a.performance - b.performance);
  const median = all[Math.floor(all.length / 2)] as Scores;
  return { median, lowest: all[0] as Scores, highest: all[all.length - 1] as Scores, runs };
}

async function signIn(base: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string; expiresAt: string } };
  const { token, expiresAt: _expiresAt, ...user } = data;
  return { token, user };
}

const kb = (bytes: number) => bytes / 1024;

export async function run({ quick, lighthouse }: { quick: boolean; lighthouse: boolean }): Promise<Row[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-browser-'));
  const rows: Row[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    log('building the app and the React floor with the same Vite config');
    const dist = path.join(work, 'dist');
    const modules = await buildBoth(dist);
    server = await startServer(
      {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATA_DIR: path.join(work, 'data'),
        DIST_DIR: dist,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_PASSWORD: 'bench-staff-password',
        LOG_LEVEL: 'warn',
      },
      await freePort(),
      path.join(work, 'server.log'),
    );
    const base = server.base;
    const floor = await pageBytes(base, `${FLOOR_BASE}index.html`);
    const floorBrotli = brotliBytes(dist, floor.files, '.js');
    rows.push({
      section: 'browser bytes',
      figure: 'floor: minimal React 19 page',
      value: `JS ${kb(floor.js).toFixed(1)} KB gzip (${kb(floorBrotli).toFixed(1)} KB Brotli), CSS ${kb(floor.css).toFixed(1)} KB`,
    });
    const session = await signIn(base);
    for (const route of BYTE_PAGES) {
      log(`bytes over the wire: ${route}`);
      const isPublic = PUBLIC_PAGES.has(route);
      const storage = isPublic
        ? (PAGE_STORAGE[route] ?? {})
        : { authToken: session.token, authUser: session.user };
      const bytes = await pageBytes(base, route, storage);
      const brotli = brotliBytes(dist, bytes.files, '.js');
      const leaked = bytes.files.flatMap((file) =>
        staffModulesIn(modules.get(file.replace(/^\//, '')) ?? []),
      );
      const budget = JS_BUDGET_KB[route];
      rows.push({
        section: 'browser bytes',
        figure: `${route} JS + CSS`,
        value:
          `JS ${kb(brotli).toFixed(1)} KB Brotli (${kb(bytes.js).toFixed(1)} KB gzip, ` +
          `${(brotli / Math.max(floorBrotli, 1)).toFixed(1)}× floor), ` +
          `CSS ${kb(bytes.css).toFixed(1)} KB gzip, ${bytes.files.length} files`,
        target: budget === undefined ? '' : `JS ≤ ${budget} KB Brotli`,
        verdict: budget === undefined ? '' : verdict(kb(brotli) <= budget),
      });
      if (isPublic) {
        rows.push({
          section: 'browser bytes',
          figure: `${route} staff-only modules loaded`,
          value:
            leaked.length === 0
              ? 'none'
              : `${leaked.length}: ${leaked.slice(0, 4).join(', ')}${leaked.length > 4 ? ', …' : ''}`,
          target: 'none',
          verdict: verdict(leaked.length === 0),
        });
      }
    }
    if (!lighthouse) return rows;
    // Lighthouse takes 10 to 15 s a run here; the smoke check runs it once, on the landing page.
    const runs = quick ? 1 : LIGHTHOUSE_RUNS;
    const scored = async (route: string, url: string, storage: Storage) => {
      log(`Lighthouse (mobile): ${route}`);
      const { median: s, lowest, highest } = await medianScores(url, storage, runs);
      const spread = runs > 1 ? ` (median of ${runs}: ${lowest.performance}–${highest.performance})` : '';
      const summary =
        `perf ${s.performance}${spread}, a11y ${s.accessibility}, best practices ${s.bestPractices}; ` +
        `LCP ${(s.lcp / 1000).toFixed(2)} s, TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}`;
      return { s, summary };
    };
    // The floor page in the same run is the noise reference: a machine too busy for it to score
    // well cannot judge the app's pages either.
    const reference = await scored('floor', `${base}${FLOOR_BASE}index.html`, {});
    const judged = reference.s.performance >= FLOOR_SCORE_FOR_A_VERDICT;
    rows.push({
      section: 'Lighthouse mobile',
      figure: "floor: minimal React 19 page (the run's noise reference)",
      value: reference.summary,
      target: `perf ≥ ${FLOOR_SCORE_FOR_A_VERDICT} for the run to be a verdict`,
      verdict: verdict(judged),
    });
    for (const route of quick ? LIGHTHOUSE_PAGES.slice(0, 1) : LIGHTHOUSE_PAGES) {
      const { s, summary } = await scored(route, `${base}${route}`, PAGE_STORAGE[route] ?? {});
      const target = PERFORMANCE_TARGET[route] ?? 95;
      const met = s.performance >= target && s.accessibility === 100 && s.bestPractices === 100;
      rows.push({
        section: 'Lighthouse mobile',
        figure: route,
        value: `${summary}; floor ${reference.s.performance}${judged ? '' : ' (a noisy run: no verdict)'}`,
        target: `perf ≥ ${target}, a11y 100, bp 100`,
        verdict: judged ? verdict(met) : '',
      });
    }
    return rows;
  } finally {
    await server?.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectPage, PRERENDERED_ROUTES, pageFile } from '../../build/prerendered-pages';
import { pageLanguage } from '../../server/routes/page-language';
import { spaPages } from '../../server/routes/spa-pages';
import { mayHydrate } from '../../src/app/hydration';
import { LANGUAGES } from '../../src/domain/language';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>BancAssurance</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a prerendered page as the build writes it', () => {
  const markup =
    '<link rel="preload" as="image" href="/assets/logo.svg"/><title>Cover | BancAssurance</title>' +
    '<style data-emotion="css-global 1">html{color:navy}</style><div class="css-a">' +
    '<style data-emotion="css 2">.css-a{price:"$&"}</style><h1>Costs $1 &amp; more</h1></div>';
  const page = injectPage(TEMPLATE, '/login', markup, { language: 'en' });
  const [head = '', body = ''] = page.split('</head>');

  it('puts the title, the preloads and every style in the head, once', () => {
    expect(head).toContain('<title>Cover | BancAssurance</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<link rel="preload" as="image" href="/assets/logo.svg"/>');
    expect(head.match(/<style data-emotion=/g)).toHaveLength(2);
    expect(body).not.toContain('<style');
  });

  it('puts the markup in an inert root marked with its route, dollar signs and all', () => {
    expect(body).toContain(
      '<div id="root" data-prerendered="/login" inert aria-busy="true"><div class="css-a"><h1>Costs $1 &amp; more</h1></div></div>',
    );
    expect(head).toContain('price:"$&"');
  });

  it('keeps the default title when the page sets none', () => {
    expect(injectPage(TEMPLATE, '/', '<div>x</div>', { language: 'en' })).toContain(
      '<title>BancAssurance</title>',
    );
  });

  it('refuses a template without an empty root', () => {
    expect(() =>
      injectPage(TEMPLATE.replace('<div id="root"></div>', ''), '/', '<p/>', { language: 'en' }),
    ).toThrow(/#root/);
  });

  it('names the language it was rendered in, for readers and for the app', () => {
    const swahili = injectPage(TEMPLATE, '/login', markup, { language: 'sw' });
    expect(swahili).toContain('<html lang="sw">');
    expect(swahili).not.toContain('<html lang="en">');
    expect(page).toContain('<html lang="en">');
  });

  it('keeps the app and its preloads on a page the app adopts', () => {
    expect(head).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
  });

  describe('a static page', () => {
    const landing = injectPage(TEMPLATE, '/', markup, { language: 'sw', script: '/assets/landing-1.js' });

    it('runs its own script instead of the app, and preloads none of the app', () => {
      expect(landing.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/assets/landing-1.js">']);
      expect(landing).not.toContain('modulepreload');
      expect(landing).not.toContain('/assets/index.js');
      // The styles and the typeface stay: the page is drawn as the app would draw it.
      expect(landing).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    });

    it('is usable at once: nothing in it waits for the app', () => {
      expect(landing).toContain('<div id="root" data-prerendered="/"><div class="css-a">');
      expect(landing).not.toContain('inert');
      expect(landing).not.toContain('aria-busy');
    });
  });
});

describe('the server finds the page of an address', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  for (const route of PRERENDERED_ROUTES) {
    for (const language of LANGUAGES) {
      fs.mkdirSync(path.dirname(path.join(dist, pageFile(route, language))), { recursive: true });
      fs.writeFileSync(path.join(dist, pageFile(route, language)), `${route} in ${language}`);
    }
  }
  const pageFor = spaPages(dist);
  const served = (address: string, language: 'en' | 'sw') =>
    fs.readFileSync(path.join(dist, pageFor(address, language)), 'utf8');

  it('gives each prerendered route its page in each language, whatever the query', () => {
    for (const route of PRERENDERED_ROUTES) {
      for (const language of LANGUAGES) {
        expect(served(`${route}?from=x#top`, language)).toBe(`${route} in ${language}`);
      }
    }
  });

  it('writes English where the file names no language', () => {
    expect(pageFile('/')).toBe('pages/index.html');
    expect(pageFile('/', 'sw')).toBe('pages/index.sw.html');
    expect(pageFile('/diaspora/policy', 'sw')).toBe('pages/diaspora/policy.sw.html');
  });

  it('gives every other address the app alone', () => {
    for (const address of [
      '/dashboard',
      '/diaspora/basic-details',
      '/login/',
      '/pages/login',
      '/index',
      '/index.sw',
    ]) {
      for (const language of LANGUAGES) expect(pageFor(address, language), address).toBe('index.html');
    }
  });

  it('falls back on the English page where the build wrote none in the language', () => {
    const englishOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-en-'));
    fs.mkdirSync(path.join(englishOnly, 'pages'));
    fs.writeFileSync(path.join(englishOnly, pageFile('/login')), 'login');
    expect(spaPages(englishOnly)('/login', 'sw')).toBe(pageFile('/login'));
  });

  it('gives the app alone everywhere when the build prerendered nothing', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bare-'));
    expect(spaPages(bare)('/', 'sw')).toBe('index.html');
  });
});

describe('whether the app adopts a prerendered page', () => {
  const newcomer = { pathname: '/login', language: 'en', hasStoredDrafts: false } as const;
  const login = { route: '/login', language: 'en' };

  it('adopts it for a newcomer in its language on the same address', () => {
    expect(mayHydrate(login, newcomer)).toBe(true);
    expect(mayHydrate({ ...login, language: 'sw' }, { ...newcomer, language: 'sw' })).toBe(true);
  });

  it('draws its own page for anyone the page was not rendered for', () => {
    expect(mayHydrate({ ...login, route: undefined }, newcomer)).toBe(false);
    expect(mayHydrate(login, { ...newcomer, pathname: '/dashboard' })).toBe(false);
    expect(mayHydrate(login, { ...newcomer, language: 'sw' })).toBe(false);
    expect(mayHydrate({ ...login, language: 'sw' }, newcomer)).toBe(false);
    expect(mayHydrate(login, { ...newcomer, hasStoredDrafts: true })).toBe(false);
  });
});

describe('the language the server sends a public page in', () => {
  const request = (headers: { cookie?: string; 'accept-language'?: string }, query: unknown = {}) => ({
    query,
    headers,
  });

  it("is the browser languages' first the portal speaks, on a first visit", () => {
    expect(pageLanguage(request({ 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.8' }))).toBe('sw');
    expect(pageLanguage(request({ 'accept-language': 'fr-FR,en;q=0.9,sw;q=0.8' }))).toBe('en');
    expect(pageLanguage(request({}))).toBe('en');
  });

  it('is the choice the switch kept, over the browser languages', () => {
    expect(pageLanguage(request({ cookie: 'language=en', 'accept-language': 'sw-TZ' }))).toBe('en');
    expect(pageLanguage(request({ cookie: 'a=1; language=sw', 'accept-language': 'en-GB' }))).toBe('sw');
    expect(pageLanguage(request({ cookie: 'language=xx', 'accept-language': 'sw' }))).toBe('sw');
  });

  it("is the address's language where the browser refuses cookies, and ignores nonsense there", () => {
    expect(pageLanguage(request({ cookie: 'language=en' }, { language: 'sw' }))).toBe('sw');
    expect(pageLanguage(request({ 'accept-language': 'sw' }, { language: ['en'] }))).toBe('sw');
    expect(pageLanguage(request({ 'accept-language': 'sw' }, null))).toBe('sw');
  });
});

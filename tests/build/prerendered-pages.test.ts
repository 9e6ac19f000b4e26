import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectPage, PRERENDERED_ROUTES, pageFile } from '../../build/prerendered-pages';
import { spaPages } from '../../server/routes/spa-pages';
import { mayHydrate } from '../../src/app/hydration';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>BancAssurance</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
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
  const page = injectPage(TEMPLATE, '/login', markup);
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
      '<div id="root" data-prerendered="/login" inert><div class="css-a"><h1>Costs $1 &amp; more</h1></div></div>',
    );
    expect(head).toContain('price:"$&"');
  });

  it('keeps the default title when the page sets none', () => {
    expect(injectPage(TEMPLATE, '/', '<div>x</div>')).toContain('<title>BancAssurance</title>');
  });

  it('refuses a template without an empty root', () => {
    expect(() => injectPage(TEMPLATE.replace('<div id="root"></div>', ''), '/', '<p/>')).toThrow(/#root/);
  });
});

describe('the server finds the page of an address', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  for (const route of PRERENDERED_ROUTES) {
    fs.mkdirSync(path.dirname(path.join(dist, pageFile(route))), { recursive: true });
    fs.writeFileSync(path.join(dist, pageFile(route)), route);
  }
  const pageFor = spaPages(dist);

  it('gives each prerendered route its page, whatever the query', () => {
    for (const route of PRERENDERED_ROUTES) {
      expect(fs.readFileSync(path.join(dist, pageFor(`${route}?from=x#top`)), 'utf8')).toBe(route);
    }
  });

  it('gives every other address the app alone', () => {
    for (const address of ['/dashboard', '/diaspora/basic-details', '/login/', '/pages/login', '/index']) {
      expect(pageFor(address), address).toBe('index.html');
    }
  });

  it('gives the app alone everywhere when the build prerendered nothing', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bare-'));
    expect(spaPages(bare)('/')).toBe('index.html');
  });
});

describe('whether the app adopts a prerendered page', () => {
  const newcomer = { pathname: '/login', language: 'en', hasStoredDrafts: false } as const;

  it('adopts it for a newcomer in English on the same address', () => {
    expect(mayHydrate('/login', newcomer)).toBe(true);
  });

  it('draws its own page for anyone the page was not rendered for', () => {
    expect(mayHydrate(undefined, newcomer)).toBe(false);
    expect(mayHydrate('/login', { ...newcomer, pathname: '/dashboard' })).toBe(false);
    expect(mayHydrate('/login', { ...newcomer, language: 'sw' })).toBe(false);
    expect(mayHydrate('/login', { ...newcomer, hasStoredDrafts: true })).toBe(false);
  });
});

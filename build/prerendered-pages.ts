import type { Language } from '../src/domain/language.ts';

/**
 * The public routes written as static HTML at build time (decision 2): the landing page, the
 * enrolment's first step and the staff sign-in, each in every language. The server serves
 * `pages/<route>.html` (English) or `pages/<route>.<language>.html` for each.
 */
export const PRERENDERED_ROUTES = ['/', '/diaspora/policy', '/login'] as const;
export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

/**
 * The routes sent without the app: the landing page holds nothing to fill in, and its links and
 * language switch work as plain HTML with a script of its own, so a first visit downloads a
 * fraction of the app (issue 24's budget of 120 KB is below what the app's runtime alone weighs).
 */
export const STATIC_ROUTES: ReadonlySet<string> = new Set<PrerenderedRoute>(['/']);

/** Where the build writes a route's page in a language, relative to the build's folder. */
export const pageFile = (route: string, language: Language = 'en'): string =>
  `pages/${route === '/' ? 'index' : route.slice(1)}${language === 'en' ? '' : `.${language}`}.html`;

// React writes the image preloads and a page's <title> first; they belong in the head.
const LEADING_HEAD_TAGS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;
// Emotion writes each rule set as a <style> before the first element that uses it.
const STYLE_TAG = /<style data-emotion="[^"]*">[^<]*<\/style>/g;
const TITLE = /<title>[^<]*<\/title>/;

/** The app's own scripts and their preloads in the built index.html. */
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const HTML_LANG = /<html lang="[^"]*">/;

export interface PageOptions {
  /** The language the markup was rendered in: the page's `<html lang>`. */
  language: Language;
  /** A static page's own script, which it runs instead of the app (STATIC_ROUTES). */
  script?: string;
}

/**
 * The built index.html with a route's markup in #root and the page's title, preloads and critical
 * CSS in the head. The root is marked with the route, so the app knows what it may hydrate, and
 * inert until the app has started: nothing typed or ticked before then can be lost. A static
 * page runs its own script instead of the app, and nothing in it waits for the app.
 */
export function injectPage(template: string, route: string, markup: string, options: PageOptions): string {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  let body = markup.slice(head.length);
  const styles = body.match(STYLE_TAG) ?? [];
  body = body.replace(STYLE_TAG, '');
  const title = TITLE.exec(head)?.[0];
  const headTags = head.replace(TITLE, '');
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>') || !HTML_LANG.test(template))
    throw new Error('index.html has no empty #root, no </head> or no <html lang>');
  const page = options.script
    ? template
        .replace(APP_SCRIPTS, '')
        .replace('</head>', () => `<script type="module" src="${options.script}"></script></head>`)
    : template;
  // Replacement functions, not strings: markup and CSS may hold `$&` and the like.
  return page
    .replace(HTML_LANG, () => `<html lang="${options.language}">`)
    .replace(TITLE, (original) => title ?? original)
    .replace('</head>', () => `${headTags}${styles.join('')}</head>`)
    .replace(
      root,
      () =>
        `<div id="root" data-prerendered="${route}"${options.script ? '' : ' inert aria-busy="true"'}>${body}</div>`,
    );
}

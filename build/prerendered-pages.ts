/**
 * The public routes written as static HTML at build time (decision 2): the landing page, the
 * enrolment's first step and the staff sign-in. The server serves `pages/<route>.html` for each.
 */
export const PRERENDERED_ROUTES = ['/', '/diaspora/policy', '/login'] as const;

/** Where the build writes a route's page, relative to the build's folder. */
export const pageFile = (route: string): string => `pages/${route === '/' ? 'index' : route.slice(1)}.html`;

// React writes the image preloads and a page's <title> first; they belong in the head.
const LEADING_HEAD_TAGS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;
// Emotion writes each rule set as a <style> before the first element that uses it.
const STYLE_TAG = /<style data-emotion="[^"]*">[^<]*<\/style>/g;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The built index.html with a route's markup in #root and the page's title, preloads and critical
 * CSS in the head. The root is marked with the route, so the app knows what it may hydrate, and
 * inert until the app has started: nothing typed or ticked before then can be lost.
 */
export function injectPage(template: string, route: string, markup: string): string {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  let body = markup.slice(head.length);
  const styles = body.match(STYLE_TAG) ?? [];
  body = body.replace(STYLE_TAG, '');
  const title = TITLE.exec(head)?.[0];
  const headTags = head.replace(TITLE, '');
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('index.html has no empty #root or no </head>');
  // Replacement functions, not strings: markup and CSS may hold `$&` and the like.
  return template
    .replace(TITLE, (original) => title ?? original)
    .replace('</head>', () => `${headTags}${styles.join('')}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${route}" inert>${body}</div>`);
}

import fs from 'node:fs';
import path from 'node:path';

const PAGES = 'pages';

function* htmlFilesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(file);
    else if (entry.name.endsWith('.html')) yield file;
  }
}

/**
 * The SPA's page for each address: the routes the build prerendered (`pages/index.html` is `/`,
 * `pages/diaspora/policy.html` is `/diaspora/policy`) and index.html for every other one.
 */
export function spaPages(distDir: string): (url: string) => string {
  const pages = path.join(distDir, PAGES);
  const prerendered = new Map<string, string>();
  for (const file of htmlFilesUnder(pages)) {
    const route = `/${path
      .relative(pages, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '')}`;
    prerendered.set(route === '/index' ? '/' : route, path.relative(distDir, file));
  }
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    return prerendered.get(pathname) ?? 'index.html';
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../src/domain/language';

const PAGES = 'pages';
/** `login.sw.html` is the Kiswahili `/login`; `login.html` the English one. */
const LANGUAGE_SUFFIX = new RegExp(`\\.(${LANGUAGES.join('|')})$`);

function* htmlFilesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(file);
    else if (entry.name.endsWith('.html')) yield file;
  }
}

/**
 * The SPA's page for each address in a language: the routes the build prerendered
 * (`pages/index.html` is `/`, `pages/diaspora/policy.sw.html` is `/diaspora/policy` in
 * Kiswahili), in English where the build wrote no page in that language, and index.html for
 * every other address.
 */
export function spaPages(distDir: string): (url: string, language: Language) => string {
  const pages = path.join(distDir, PAGES);
  const prerendered = new Map<string, Map<Language | 'en', string>>();
  for (const file of htmlFilesUnder(pages)) {
    const name = path
      .relative(pages, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '');
    const language = LANGUAGE_SUFFIX.exec(name)?.[1] as Language | undefined;
    const route = `/${name.replace(LANGUAGE_SUFFIX, '')}`;
    const key = route === '/index' ? '/' : route;
    const variants = prerendered.get(key) ?? new Map();
    variants.set(language ?? 'en', path.relative(distDir, file));
    prerendered.set(key, variants);
  }
  return (url, language) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    const variants = prerendered.get(pathname);
    return variants?.get(language) ?? variants?.get('en') ?? 'index.html';
  };
}

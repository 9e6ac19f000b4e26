import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App, createAppServices } from '@/app/app';
import type { Language } from '@/domain/language';
import { switchLanguage } from '@/i18n/index';

/**
 * Renders a public page as a newcomer in `language` first sees it (nothing stored, signed out),
 * for the build to write as static HTML that the browser paints before any JavaScript has run.
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  // Before the router loads: each route's loader brings its words in the language shown.
  await switchLanguage(language);
  const services = createAppServices({
    history: createMemoryHistory({ initialEntries: [path] }),
    // There is no server at build time; a newcomer has no session, so every call answers 401.
    fetch: async () => new Response(null, { status: 401 }),
  });
  // The server-side scroll script is inline, which the content security policy refuses.
  services.router.update({ ...services.router.options, scrollRestoration: false });
  await services.router.load();
  const reached = services.router.state.location.pathname;
  if (reached !== path) throw new Error(`Prerendering ${path} ended on ${reached}`);
  // React moves a large part of the page out of line by default, to be swapped in by an inline
  // script: the content security policy refuses those, and a static page has no need of them.
  const { prelude } = await prerender(<App services={services} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppServices } from '@/app/app';
import { mayHydrate } from '@/app/hydration';
import { WhenRendered } from '@/app/when-rendered';
import { MissingEnvironmentVariable } from '@/config';
import { showServerMessagesWith } from '@/domain/failures';
import { currentLanguage, startLanguage } from '@/i18n/index';
import { translateServerMessage } from '@/i18n/server-messages';
import { designSystem } from '@/ui/theme/theme';
import { hasStoredDrafts } from '@/ui/wizard/drafts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// Read before the app sets `<html lang>` to the visitor's language.
const prerendered = { route: container.dataset.prerendered, language: document.documentElement.lang };

try {
  showServerMessagesWith((text) => translateServerMessage(text, currentLanguage()));
  const services = createAppServices();
  // A prerendered page is inert until React owns it: a tick or a keystroke before that would
  // be lost, and a form would be sent by the browser itself (build/prerendered-pages.ts).
  const app = (
    <StrictMode>
      <WhenRendered
        then={() => {
          container.removeAttribute('inert');
          container.removeAttribute('aria-busy');
        }}
      >
        <App services={services} />
      </WhenRendered>
    </StrictMode>
  );
  const start = () => {
    const visit = {
      pathname: services.router.state.location.pathname,
      language: currentLanguage(),
      hasStoredDrafts: hasStoredDrafts(),
    };
    // A prerendered public page (decision 2) is adopted as it stands when it is what this visitor
    // would see; otherwise the app draws its own, replacing it.
    if (mayHydrate(prerendered, visit)) {
      // Marked as a page a server rendered, the router draws its matches as it did at build time,
      // without the extra Suspense it puts around them otherwise.
      services.router.ssr = { manifest: undefined };
      // In a transition React hydrates in slices too (see below), not in one long task.
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    const root = createRoot(container);
    // In a transition React renders in slices of a few milliseconds, so a slow phone stays
    // responsive during the first render instead of blocking for the whole of it.
    startTransition(() => root.render(app));
  };
  // Loading the first route before rendering makes that render the transition: the router's own
  // first load would update its store, which React renders synchronously in one long task. A
  // failed load renders anyway, and the router shows its error screen.
  // The visitor's language arrives beside it, so the first render is already in their words.
  void Promise.all([startLanguage(), services.router.load()]).finally(start);
  // By the next task the router has asked for the first page's code: the design system is built
  // while it downloads.
  setTimeout(designSystem);
} catch (error) {
  // Configuration is checked before anything renders: say plainly what is missing.
  if (error instanceof MissingEnvironmentVariable) container.textContent = error.message;
  throw error;
}

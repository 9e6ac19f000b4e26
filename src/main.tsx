import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppServices } from '@/app/app';
import { MissingEnvironmentVariable } from '@/config';
import { showServerMessagesWith } from '@/domain/failures';
import { currentLanguage, startLanguage } from '@/i18n/index';
import { translateServerMessage } from '@/i18n/server-messages';
import { designSystem } from '@/ui/theme/theme';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

try {
  showServerMessagesWith((text) => translateServerMessage(text, currentLanguage()));
  const services = createAppServices();
  const root = createRoot(container);
  const render = () =>
    // In a transition React renders in slices of a few milliseconds, so a slow phone stays
    // responsive during the first render instead of blocking for the whole of it.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App services={services} />
        </StrictMode>,
      );
    });
  // Loading the first route before rendering makes that render the transition: the router's own
  // first load would update its store, which React renders synchronously in one long task. A
  // failed load renders anyway, and the router shows its error screen.
  // The visitor's language arrives beside it, so the first render is already in their words.
  void Promise.all([startLanguage(), services.router.load()]).finally(render);
  // By the next task the router has asked for the first page's code: the design system is built
  // while it downloads.
  setTimeout(designSystem);
} catch (error) {
  // Configuration is checked before anything renders: say plainly what is missing.
  if (error instanceof MissingEnvironmentVariable) container.textContent = error.message;
  throw error;
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { injectPage, PRERENDERED_ROUTES, pageFile } from './prerendered-pages.ts';

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/app/prerender.tsx';

type RenderPage = (route: string) => Promise<string>;

/** Builds the app once more for Node, into a folder of its own that is removed afterwards. */
async function withRenderer(
  config: ResolvedConfig,
  use: (render: RenderPage) => Promise<void>,
): Promise<void> {
  // Inside the project, so that Node finds the packages the server bundle leaves external.
  const cache = path.join(APP_ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'prerender-'));
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: ENTRY, outDir, emptyOutDir: true },
    });
    const entry = pathToFileURL(path.join(outDir, `${path.basename(ENTRY, '.tsx')}.js`)).href;
    const { renderPage } = (await import(entry)) as { renderPage: RenderPage };
    await use(renderPage);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes the public routes as static HTML beside the built index.html, each with its critical
 * CSS, so that their first paint does not wait for JavaScript; the app then hydrates them.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle: the pages are made from it.
      order: 'post',
      async handler(_options, bundle) {
        // The bench builds a floor page of its own with this configuration: it has no routes.
        if (path.resolve(config.root) !== path.resolve(APP_ROOT)) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('Prerendering needs the built index.html');
        const template = index.source.toString();
        await withRenderer(config, async (render) => {
          for (const route of PRERENDERED_ROUTES) {
            this.emitFile({
              type: 'asset',
              fileName: pageFile(route),
              source: injectPage(template, route, await render(route)),
            });
          }
        });
      },
    },
  };
}

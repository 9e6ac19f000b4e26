import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { LANGUAGES, type Language } from '../src/domain/language.ts';
import { injectPage, PRERENDERED_ROUTES, pageFile, STATIC_ROUTES } from './prerendered-pages.ts';
import { sourceAlias } from './source-alias.ts';

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/app/prerender.tsx';
/** What a static page runs instead of the app. */
const STATIC_SCRIPT = 'src/features/landing/landing-script.ts';

type RenderPage = (route: string, language: Language) => Promise<string>;

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

/** The static pages' script, bundled on its own: it shares nothing with the app's files. */
async function staticScript(config: ResolvedConfig): Promise<string> {
  const result = await build({
    configFile: false,
    root: APP_ROOT,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: sourceAlias },
    build: {
      write: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(APP_ROOT, STATIC_SCRIPT) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((each) => each.output).filter((file) => file.type === 'chunk');
  const [entry, ...others] = chunks;
  if (!entry || others.length > 0) throw new Error(`${STATIC_SCRIPT} must bundle into exactly one file`);
  return entry.code;
}

/**
 * Writes the public routes as static HTML beside the built index.html, in each language, each with
 * its critical CSS, so that their first paint does not wait for JavaScript; the app then hydrates
 * them, except on a static route (the landing page), which runs only a small script of its own.
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
        const scriptFile = this.getFileName(
          this.emitFile({ type: 'asset', name: 'landing.js', source: await staticScript(config) }),
        );
        await withRenderer(config, async (render) => {
          for (const route of PRERENDERED_ROUTES) {
            for (const language of LANGUAGES) {
              const script = STATIC_ROUTES.has(route) ? `/${scriptFile}` : undefined;
              this.emitFile({
                type: 'asset',
                fileName: pageFile(route, language),
                source: injectPage(template, route, await render(route, language), {
                  language,
                  ...(script ? { script } : {}),
                }),
              });
            }
          }
        });
      },
    },
  };
}

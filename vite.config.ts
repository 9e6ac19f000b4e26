import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { sourceAlias } from './build/source-alias.ts';

/**
 * The browser's VITE_ values: from the environment or a .env file when set, else the
 * documented defaults of .env.example, so `npm start` works on a fresh clone.
 */
function clientEnvDefaults(mode: string): Record<string, string> {
  const documented = Object.fromEntries(
    fs
      .readFileSync(new URL('./.env.example', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => /^(VITE_[A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] as string, (match[2] as string).trim()]),
  );
  const configured = loadEnv(mode, process.cwd(), 'VITE_');
  const define: Record<string, string> = {};
  for (const [key, value] of Object.entries(documented)) {
    if (configured[key] === undefined) define[`import.meta.env.${key}`] = JSON.stringify(value);
  }
  return define;
}

/**
 * A Chakra recipe module other than those src/ui/theme/theme.ts builds the start-up theme from (button,
 * container, heading, icon, link, skip-nav-link, spinner).
 */
const DEFERRED_RECIPE =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](?!(button|container|heading|icon|link|skip-nav-link|spinner)\.js$)/;

export default defineConfig(({ mode }) => ({
  define: clientEnvDefaults(mode),
  resolve: { alias: sourceAlias },
  plugins: [
    // Must come before the React plugin: it turns src/routes into src/routeTree.gen.ts
    // and splits each route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      // From this file, not the build's root: the bench builds its floor page with this config.
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
      autoCodeSplitting: true,
      // A route's loader travels with its screen, so public pages never download staff data code.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    prerender(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The logos stay image files the browser fetches beside the code and caches, instead of
    // base64 text inside the JavaScript every page parses before it runs.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme entry builds its full default theme with a top-level `defineConfig(...)`
      // call; marked pure, the unused theme and every recipe the portal does not use drop out.
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        // Emotion's withTheme (which Chakra never calls) hoists statics with these CommonJS modules;
        // they only define functions, so they go when nothing calls them.
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Long-lived vendor chunks: a release that only changes screens keeps these cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // TanStack Query is not part of it: only the back office fetches through the query cache.
            {
              name: 'router',
              test: /node_modules[\\/]@tanstack[\\/](?!react-query|query-core)/,
              priority: 20,
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
              priority: 20,
            },
            // Everything else every page runs at start in one file, not a score of small requests,
            // except the Chakra recipes that routes load with their screens (src/ui/theme/styles-*.ts): the
            // theme entry imports every recipe, so without this they would all start with the app.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !DEFERRED_RECIPE.test(id),
              // The deferred recipes' own dependencies are already in this chunk.
              includeDependenciesRecursively: false,
              priority: 10,
            },
            // Chakra's layout primitives and the logos: a few hundred bytes each, used by every screen.
            {
              name: 'app',
              // (Of the buttons, only Button: the close and icon buttons bring Chakra's icon set.)
              test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](absolute-center|box|center|container|flex|grid|heading|icon|image|link|loader|simple-grid|span|spinner|stack|text|visually-hidden)[\\/]|components[\\/]button[\\/]button\.js$|src[\\/]assets[\\/]|src[\\/]domain[\\/]money\.ts/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));

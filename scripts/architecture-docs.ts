import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes the generated part of docs/architecture.md: which layer imports which, counted from the
 * code's own imports. `--check` fails when the file is stale.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARCHITECTURE_DOC = path.join(ROOT, 'docs/architecture.md');
const START = '<!-- imports:start (npm run architecture:docs) -->';
const END = '<!-- imports:end -->';

/** The layers, top to bottom, and the folders each one is. */
const LAYERS: [string, (file: string) => boolean][] = [
  ['app', (file) => file.startsWith('src/app/') || /^src\/(main|router)\.tsx?$/.test(file)],
  ['routes', (file) => file.startsWith('src/routes/')],
  ['features', (file) => file.startsWith('src/features/')],
  ['ui', (file) => file.startsWith('src/ui/')],
  ['i18n', (file) => file.startsWith('src/i18n/')],
  ['api', (file) => file.startsWith('src/api/')],
  ['machines', (file) => file.startsWith('machines/')],
  ['domain', (file) => file.startsWith('src/domain/')],
  ['config', (file) => file === 'src/config.ts'],
  ['server entry', (file) => /^server\/(app|main)\.ts$/.test(file)],
  // The handlers: each resource's handlers.ts, and the glue they share in server/routes/.
  [
    'server routes',
    (file) => file.startsWith('server/routes/') || /^server\/[^/]+\/handlers\.ts$/.test(file),
  ],
  [
    'server services',
    (file) =>
      file.startsWith('server/') &&
      file.includes('/', 7) &&
      !file.startsWith('server/db/') &&
      !file.startsWith('server/common/'),
  ],
  ['server common', (file) => /^server\/[^/]+\.ts$/.test(file) || file.startsWith('server/common/')],
  ['server db', (file) => file.startsWith('server/db/')],
];

/** Layers every other layer may import: the rules and statecharts both sides share. */
const SHARED = new Set(['domain', 'machines']);
/** Imports the layering forbids although they point down: screens and primitives stay apart. */
const FORBIDDEN = new Set(['ui -> api', 'ui -> machines']);

const rank = (layer: string) => LAYERS.findIndex(([name]) => name === layer);

/** An import against the rules: up a layer (shared ones aside) or one of FORBIDDEN. */
export function breaksRules(edge: string): boolean {
  const [from, to] = edge.split(' -> ') as [string, string];
  return FORBIDDEN.has(edge) || (!SHARED.has(to) && rank(to) < rank(from));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.gen.') ? [file] : [];
  });
}

const layerOf = (file: string) => LAYERS.find(([, holds]) => holds(file))?.[0];

/** The folder each import alias of build/source-alias.ts names. */
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
];

function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? `${alias[1]}${specifier.slice(alias[0].length)}`
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

/** Import counts between layers (`from -> to`) and between two different feature folders. */
export function importCounts(): { layers: Map<string, number>; crossFeature: Map<string, number> } {
  const files = ['src', 'machines', 'server'].flatMap(sourceFiles);
  const known = new Set(files);
  const layers = new Map<string, number>();
  const crossFeature = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'((?:\.|@\/|@machines\/)[^']+)'/g)) {
      const target = resolveImport(file, specifier as string, known);
      const [from, to] = [layerOf(file), target && layerOf(target)];
      if (!target || !from || !to) continue;
      if (from !== to) bump(layers, `${from} -> ${to}`);
      const feature = (name: string) => name.match(/^src\/features\/([^/]+)\//)?.[1];
      const [a, b] = [feature(file), feature(target)];
      if (a && b && a !== b) bump(crossFeature, `${a} -> ${b}`);
    }
  }
  return { layers, crossFeature };
}

export function generatedSection(): string {
  const { layers, crossFeature } = importCounts();
  const id = (layer: string) => layer.replace(/\W/g, '_');
  const order = (key: string) => rank(key.split(' -> ')[0] as string);
  const edges = [...layers].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
  const lines = [
    START,
    '',
    '```mermaid',
    'flowchart TD',
    ...LAYERS.map(([name]) => `  ${id(name)}["${name}"]`),
    ...edges.map(([key]) => {
      const [from, to] = key.split(' -> ') as [string, string];
      return `  ${id(from)} --> ${id(to)}`;
    }),
    '```',
    '',
    'Imports against the rules today (up a layer, or a primitive reaching for data or a statechart):',
    '',
    ...edges
      .filter(([key]) => breaksRules(key))
      .map(([key, count]) => `- ${key.replace(' -> ', ' → ')}: ${count}`),
    '',
    'Imports from one feature folder into another:',
    '',
    ...(crossFeature.size === 0
      ? ['- none']
      : [...crossFeature].sort().map(([key, count]) => `- ${key.replace(' -> ', ' → ')}: ${count}`)),
    '',
    END,
  ];
  return lines.join('\n');
}

export function documentWithSection(current: string): string {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE_DOC} lacks the ${START} markers`);
  return current.slice(0, start) + generatedSection() + current.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
  const next = documentWithSection(current);
  if (process.argv.includes('--check')) {
    if (next !== current) throw new Error('docs/architecture.md is stale: run npm run architecture:docs');
  } else {
    fs.writeFileSync(ARCHITECTURE_DOC, next);
    console.log('Wrote docs/architecture.md');
  }
}

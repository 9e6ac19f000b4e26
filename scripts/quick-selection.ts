import path from 'node:path';

/**
 * Which of the test files a change reaches `npm run test:quick` runs. A change to a widely used
 * file (a dictionary, a theme) reaches most of the suite, which is `npm test`'s job: the inner loop
 * runs the test files that were changed, then those importing a changed file themselves, then the
 * rest, each group cheapest first, until the files' last known times fill the budget.
 */

export interface Candidate {
  /** Relative to the repository's root, with forward slashes. */
  file: string;
  /** Its import specifiers, as written. */
  imports: readonly string[];
}

export interface Selection {
  chosen: string[];
  /** Reached by the change but left to `npm test`, with the seconds they last took. */
  leftOut: { file: string; seconds: number }[];
}

/** A file whose time no run has recorded yet is guessed at this: a typical API or screen file. */
export const UNKNOWN_FILE_SECONDS = 15;

const ALIASES: Record<string, string> = { '@/': 'src/', '@machines/': 'machines/' };
const withoutExtension = (file: string) => file.replace(/(\/index)?\.(tsx?|mts|js|mjs|json)$/, '');

/** The repository-relative module an import specifier names (without extension), if it is ours. */
export function resolveSpecifier(importer: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) return withoutExtension(folder + specifier.slice(alias.length));
  if (!specifier.startsWith('.')) return null;
  return withoutExtension(path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier)));
}

/** The import specifiers of a module's source: static, dynamic and re-exports. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g))
    if (match[1]) found.push(match[1]);
  return found;
}

export function selectQuickTests(
  candidates: readonly Candidate[],
  changed: readonly string[],
  lastSeconds: ReadonlyMap<string, number>,
  budgetSeconds: number,
): Selection {
  const changedModules = new Set(changed.map(withoutExtension));
  const seconds = (file: string) => lastSeconds.get(file) ?? UNKNOWN_FILE_SECONDS;
  const rank = (candidate: Candidate) => {
    if (changedModules.has(withoutExtension(candidate.file))) return 0;
    const direct = candidate.imports.some((specifier) => {
      const module = resolveSpecifier(candidate.file, specifier);
      return module !== null && changedModules.has(module);
    });
    return direct ? 1 : 2;
  };
  const ordered = [...candidates]
    .map((candidate) => ({ file: candidate.file, rank: rank(candidate), seconds: seconds(candidate.file) }))
    .sort((a, b) => a.rank - b.rank || a.seconds - b.seconds || a.file.localeCompare(b.file));
  const chosen: string[] = [];
  const leftOut: Selection['leftOut'] = [];
  let spent = 0;
  for (const candidate of ordered) {
    // A changed test file always runs: it is what the developer is working on.
    if (candidate.rank === 0 || spent + candidate.seconds <= budgetSeconds) {
      chosen.push(candidate.file);
      spent += candidate.seconds;
    } else {
      leftOut.push({ file: candidate.file, seconds: candidate.seconds });
    }
  }
  return { chosen, leftOut };
}

import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

const folder = (name: string) => `${fileURLToPath(new URL(`../${name}`, import.meta.url))}/`;

/** `@/` names a module by its place under `src/` (and `@machines/` a statechart), so a moved importer keeps its imports. */
export const sourceAlias: AliasOptions = [
  { find: /^@\//, replacement: folder('src') },
  { find: /^@machines\//, replacement: folder('machines') },
];

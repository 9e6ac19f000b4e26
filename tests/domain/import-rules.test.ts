import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** A file at a place in the tree importing one module, and whether the layer rules let it. */
interface Probe {
  file: string;
  from: string;
  allowed: boolean;
}

// The layer rules of docs/architecture.md, each tried once broken and, where it matters, once kept.
const PROBES: Probe[] = [
  { file: 'src/features/claims/probe.ts', from: '@/features/groups/groups-list', allowed: false },
  { file: 'src/features/claims/probe-up.ts', from: '../cover/record-cover', allowed: false },
  { file: 'src/features/claims/probe-route.ts', from: '@/routes/-router-context', allowed: false },
  { file: 'src/features/claims/probe-ok.ts', from: '@/api/claims', allowed: true },
  { file: 'src/ui/list/probe-api.ts', from: '@/api/claims', allowed: false },
  { file: 'src/ui/form/probe-machine.ts', from: '@machines/confirm.machine', allowed: false },
  { file: 'src/ui/layout/probe-feature.ts', from: '@/features/claims/claims-section', allowed: false },
  { file: 'src/ui/list/probe-ok.ts', from: '@/domain/money', allowed: true },
  { file: 'src/api/probe-ui.ts', from: '@/ui/primitives/toaster', allowed: false },
  { file: 'src/api/probe-ok.ts', from: '@/domain/failures', allowed: true },
  { file: 'src/domain/probe-ui.ts', from: '@/ui/primitives/money', allowed: false },
  { file: 'src/domain/probe-react.ts', from: 'react', allowed: false },
  { file: 'src/domain/schemas/probe-up.ts', from: '../age', allowed: false },
  { file: 'src/domain/schemas/probe-ok.ts', from: '@/domain/age', allowed: true },
  { file: 'machines/probe-react.ts', from: '@xstate/react', allowed: false },
  { file: 'machines/probe-ok.ts', from: 'xstate', allowed: true },
  { file: 'server/groups/probe-handler.ts', from: './handlers', allowed: false },
  { file: 'server/lists/probe-routes.ts', from: '../routes/context', allowed: false },
  { file: 'server/groups/probe-ok.ts', from: './queries', allowed: true },
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let dir: string;
let refused: Set<string>;

beforeAll(() => {
  // The project's own biome.json, on a tree of probe files outside the repository: the real
  // source files stay untouched while other tests read them.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  delete config.vcs;
  delete config.$schema;
  config.files = { includes: ['**'] };
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const probe of PROBES) {
    const file = path.join(dir, probe.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `import * as probed from '${probe.from}';\n\nexport const probe = probed;\n`);
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', ...PROBES.map((probe) => probe.file)], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  refused = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.location.path),
  );
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the layer rules of biome.json', () => {
  it.each(PROBES.map((probe) => [probe.file, probe.from, probe.allowed] as const))(
    '%s importing %s: allowed %s',
    (file, _from, allowed) => {
      expect(refused.has(file)).toBe(!allowed);
    },
  );
});

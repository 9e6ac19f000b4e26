import { describe, expect, it } from 'vitest';
import {
  importSpecifiers,
  resolveSpecifier,
  selectQuickTests,
  UNKNOWN_FILE_SECONDS,
} from '../../scripts/quick-selection';

describe('the test files npm run test:quick chooses', () => {
  it('reads static, dynamic and re-exported imports', () => {
    const source = [
      "import { a } from '@/domain/money';",
      "import type { B } from './fixtures';",
      "export { c } from '../machines/events';",
      "const d = await import('@machines/onboarding.machine');",
      "import 'vitest';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@/domain/money',
      './fixtures',
      '../machines/events',
      '@machines/onboarding.machine',
      'vitest',
    ]);
  });

  it('resolves the aliases and relative paths to repository modules, and ignores packages', () => {
    expect(resolveSpecifier('tests/ui/a.test.tsx', '@/i18n/en/ui')).toBe('src/i18n/en/ui');
    expect(resolveSpecifier('tests/ui/a.test.tsx', '@machines/onboarding.machine')).toBe(
      'machines/onboarding.machine',
    );
    expect(resolveSpecifier('tests/api/a.test.ts', '../../server/db/connect.ts')).toBe('server/db/connect');
    expect(resolveSpecifier('tests/api/a.test.ts', './fixtures')).toBe('tests/api/fixtures');
    expect(resolveSpecifier('tests/api/a.test.ts', 'vitest')).toBeNull();
  });

  const candidates = [
    { file: 'tests/ui/slow-direct.test.tsx', imports: ['@/i18n/en/ui'] },
    { file: 'tests/ui/cheap-direct.test.tsx', imports: ['../../src/i18n/en/ui.ts'] },
    { file: 'tests/ui/far.test.tsx', imports: ['@/ui/app'] },
    { file: 'tests/ui/changed.test.tsx', imports: ['@/ui/app'] },
    { file: 'tests/ui/new.test.tsx', imports: ['@/ui/other'] },
  ];
  const seconds = new Map([
    ['tests/ui/slow-direct.test.tsx', 50],
    ['tests/ui/cheap-direct.test.tsx', 10],
    ['tests/ui/far.test.tsx', 5],
    ['tests/ui/changed.test.tsx', 200],
  ]);

  it('runs the changed test files even beyond the budget, then direct importers cheapest first, then the rest', () => {
    const changed = ['src/i18n/en/ui.ts', 'tests/ui/changed.test.tsx'];
    expect(selectQuickTests(candidates, changed, seconds, 270)).toEqual({
      chosen: [
        'tests/ui/changed.test.tsx',
        'tests/ui/cheap-direct.test.tsx',
        'tests/ui/slow-direct.test.tsx',
        'tests/ui/far.test.tsx',
      ],
      leftOut: [{ file: 'tests/ui/new.test.tsx', seconds: UNKNOWN_FILE_SECONDS }],
    });
  });

  it('names what the budget leaves to npm test', () => {
    const { chosen, leftOut } = selectQuickTests(candidates, ['src/i18n/en/ui.ts'], seconds, 30);
    expect(chosen).toEqual([
      'tests/ui/cheap-direct.test.tsx',
      'tests/ui/far.test.tsx',
      'tests/ui/new.test.tsx',
    ]);
    expect(leftOut.map(({ file }) => file)).toEqual([
      'tests/ui/slow-direct.test.tsx',
      'tests/ui/changed.test.tsx',
    ]);
  });
});

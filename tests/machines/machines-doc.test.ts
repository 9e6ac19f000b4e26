import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PATH, renderMachinesDoc } from '../../scripts/machines-docs';

describe('docs/machines.md', () => {
  it('is up to date with the statecharts (run npm run machines:docs)', () => {
    const committed = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, 'utf8') : '';
    expect(committed === renderMachinesDoc(), 'docs/machines.md is stale: run npm run machines:docs').toBe(
      true,
    );
  });
});

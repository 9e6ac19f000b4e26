import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUTANTS } from '../../scripts/mutation/mutants';

/**
 * `npm run test:mutation` runs outside `npm test`, so a mutant whose text the code no longer has
 * would go unnoticed until that run calls it invalid: every mutant's text is in its file exactly
 * once, and each test file it names exists.
 */
describe('the mutation check', () => {
  it.each(MUTANTS.map((mutant) => [mutant.id, mutant] as const))('can apply %s', (_, mutant) => {
    const source = fs.readFileSync(mutant.file, 'utf8');
    expect(source.split(mutant.find).length - 1, `${mutant.file}: ${JSON.stringify(mutant.find)}`).toBe(1);
    for (const test of mutant.tests) expect(fs.existsSync(test), test).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READS_THE_TARGET, TARGET_INDEPENDENT_API_TESTS } from '../api/target-independent';

describe('the API files kept off the PostgreSQL run', () => {
  it.each(TARGET_INDEPENDENT_API_TESTS)('%s never reads which database the run targets', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(READS_THE_TARGET);
  });

  it('the check would see a file that does', () => {
    expect(readFileSync('tests/api/claims.test.ts', 'utf8')).toMatch(READS_THE_TARGET);
  });
});

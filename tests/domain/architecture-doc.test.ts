import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, breaksRules, documentWithSection } from '../../scripts/architecture-docs';

describe('docs/architecture.md', () => {
  it("shows today's imports between layers (npm run architecture:docs)", () => {
    const current = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
    expect(documentWithSection(current)).toBe(current);
  });

  it('counts as against the rules an import up a layer or from a primitive to data, not one down', () => {
    expect(breaksRules('features -> app')).toBe(true);
    expect(breaksRules('ui -> api')).toBe(true);
    expect(breaksRules('server services -> server routes')).toBe(true);
    expect(breaksRules('features -> ui')).toBe(false);
    expect(breaksRules('server routes -> domain')).toBe(false);
    expect(breaksRules('server db -> machines')).toBe(false);
  });
});

import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { lightSemanticTokens } from '@/ui/theme/theme-tokens';

/** Palettes of Chakra's that no screen uses, left out of the portal's theme. */
const UNUSED_PALETTES = ['pink', 'cyan'];

type TokenTree = { [key: string]: TokenTree | { value: unknown } };

/** Every token as `path → value`, taking the light value of a token that has light and dark ones. */
function lightValues(tree: TokenTree, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if ('value' in node) {
      const { value } = node as { value: unknown };
      out[path] = typeof value === 'object' && value !== null && '_light' in value ? value._light : value;
    } else {
      Object.assign(out, lightValues(node as TokenTree, path));
    }
  }
  return out;
}

describe("the theme's semantic tokens", () => {
  it("are Chakra's light-mode values, for every token but the unused palettes'", () => {
    const chakra = lightValues(semanticTokens as unknown as TokenTree);
    const expected = Object.fromEntries(
      Object.entries(chakra).filter(
        ([path]) => !UNUSED_PALETTES.some((name) => path.startsWith(`colors.${name}.`)),
      ),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(80);
    expect(lightValues(lightSemanticTokens as unknown as TokenTree)).toEqual(expected);
  });
});

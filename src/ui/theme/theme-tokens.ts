import { defineSemanticTokens } from '@chakra-ui/react';

const shade = (palette: string, step: number) => ({ value: `{colors.${palette}.${step}}` });

/** A colour palette's semantic colours (what `colorPalette="…"` uses), light mode. */
function palette(name: string, { contrast = 'white', fg = 700, solid = 600 } = {}) {
  return {
    contrast: { value: contrast },
    fg: shade(name, fg),
    subtle: shade(name, 100),
    muted: shade(name, 200),
    emphasized: shade(name, 300),
    solid: shade(name, solid),
    focusRing: shade(name, 500),
    border: shade(name, 500),
  };
}

/**
 * Chakra's semantic tokens as its light mode has them, for the palettes the portal uses (its own
 * navy and gold are in theme.ts). The portal has no dark mode, so the dark values would be bytes
 * every page downloads and never shows; nor does it use the pink and cyan palettes.
 * tests/ui/theme-tokens.test.tsx checks every value against Chakra's.
 */
export const lightSemanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: '{colors.white}' },
      subtle: shade('gray', 50),
      muted: shade('gray', 100),
      emphasized: shade('gray', 200),
      inverted: { value: '{colors.black}' },
      panel: { value: '{colors.white}' },
      error: shade('red', 50),
      warning: shade('orange', 50),
      success: shade('green', 50),
      info: shade('blue', 50),
    },
    fg: {
      DEFAULT: { value: '{colors.black}' },
      muted: shade('gray', 600),
      subtle: shade('gray', 400),
      inverted: shade('gray', 50),
      error: shade('red', 500),
      warning: shade('orange', 600),
      success: shade('green', 600),
      info: shade('blue', 600),
    },
    border: {
      DEFAULT: shade('gray', 200),
      muted: shade('gray', 100),
      subtle: shade('gray', 50),
      emphasized: shade('gray', 300),
      inverted: shade('gray', 800),
      error: shade('red', 500),
      warning: shade('orange', 500),
      success: shade('green', 500),
      info: shade('blue', 500),
    },
    gray: {
      contrast: { value: '{colors.white}' },
      fg: shade('gray', 800),
      subtle: shade('gray', 100),
      muted: shade('gray', 200),
      emphasized: shade('gray', 300),
      solid: shade('gray', 900),
      focusRing: shade('gray', 400),
      border: shade('gray', 200),
    },
    red: palette('red'),
    orange: palette('orange'),
    green: palette('green'),
    blue: palette('blue'),
    yellow: palette('yellow', { contrast: 'black', fg: 800, solid: 300 }),
    teal: palette('teal'),
    purple: palette('purple'),
  },
  shadows: {
    xs: { value: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}' },
    sm: { value: '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
    md: { value: '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
    lg: { value: '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
    xl: { value: '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}' },
    '2xl': { value: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}' },
    inner: { value: 'inset 0 2px 4px 0 {black/5}' },
    inset: { value: 'inset 0 0 0 1px {black/5}' },
  },
  radii: {
    l1: { value: '{radii.xs}' },
    l2: { value: '{radii.sm}' },
    l3: { value: '{radii.md}' },
  },
});

import { describe, expect, it } from 'vitest';
import { designSystem } from '@/ui/theme/theme';

/** The palettes the portal's buttons, badges and fields use (`colorPalette="…"`). */
const PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'teal', 'purple', 'yellow', 'navy', 'gold'];
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** A colour token's hex value, following `{colors.…}` references. */
function hexOf(name: string): string {
  const token = designSystem().tokens.getByName(name);
  const original = String(token?.originalValue ?? '');
  const reference = /^\{(.+)\}$/.exec(original)?.[1];
  if (reference) return hexOf(reference);
  const hex = NAMED[original] ?? original;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${name} is not a plain colour: ${original}`);
  return hex;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('colour contrast of the design system (WCAG 2.1 AA)', () => {
  it.each(PALETTES)('%s: a solid button’s text is at least 4.5:1 on it', (palette) => {
    const ratio = contrast(hexOf(`colors.${palette}.solid`), hexOf(`colors.${palette}.contrast`));
    expect(ratio, `${palette}.solid with ${palette}.contrast`).toBeGreaterThanOrEqual(4.5);
  });

  it('a field’s error text is at least 4.5:1 on white', () => {
    expect(contrast(hexOf('colors.fg.error'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PALETTES.filter((p) => p !== 'gold' && p !== 'yellow'))(
    '%s: the focus ring is at least 3:1 against a white field or page',
    (palette) => {
      const ratio = contrast(hexOf(`colors.${palette}.focusRing`), '#ffffff');
      expect(ratio, `${palette}.focusRing on white`).toBeGreaterThanOrEqual(3);
    },
  );
});

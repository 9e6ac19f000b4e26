import { defaultConfig } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designSystem, KEYS_WITHOUT_RECIPE } from '@/ui/theme/theme';

/**
 * Chakra draws a component whose recipe the design system lacks with no styles, silently: the
 * system says so in the console instead, where every browser test looks for errors.
 */
describe('the design system and its recipes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says in the console when a component asks for a recipe it does not hold', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Chakra's own theme has both, and no style set of the portal adds them.
    designSystem().getRecipeFn('kbd');
    designSystem().getSlotRecipeFn('accordion');
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      'No recipe "kbd" in the design system: add it to the style set of the screen (src/ui/theme/styles-*.ts)',
      'No slot recipe "accordion" in the design system: add it to the style set of the screen (src/ui/theme/styles-*.ts)',
    ]);
  });

  it('is quiet for the recipes it holds and for components that have none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const key of ['button', 'input', 'textarea', 'badge']) designSystem().getRecipeFn(key);
    for (const key of ['field', 'nativeSelect', 'checkbox', 'table', 'drawer'])
      designSystem().getSlotRecipeFn(key);
    for (const key of KEYS_WITHOUT_RECIPE) designSystem().getRecipeFn(key);
    expect(error).not.toHaveBeenCalled();
  });

  it('lets pass only keys that Chakra itself has no recipe for', () => {
    const { recipes = {}, slotRecipes = {} } = defaultConfig.theme ?? {};
    for (const key of KEYS_WITHOUT_RECIPE) {
      expect(recipes, key).not.toHaveProperty(key);
      expect(slotRecipes, key).not.toHaveProperty(key);
    }
  });
});

import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { loadOnce } from '@/domain/load-once';
import { lightSemanticTokens } from './theme-tokens';

/**
 * Chakra's default theme with only the recipes of the components the landing page and every
 * screen's frame use: the rest come with the screens that use them (`loadComponentStyles`), so a
 * phone's first download carries no table, dialog or form styles. A component added later needs
 * its recipe here or in one of the sets below; a recipe added here must also be named in
 * vite.config.ts (DEFERRED_RECIPE), which keeps every other recipe out of the start-up file.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

const fontStack = "'Plus Jakarta Sans Variable', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The bank's palette: deep navy for trust, warm gold for the call to action, teal for care. */
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'canvas',
      color: 'ink',
      fontFamily: 'body',
      textRendering: 'optimizeLegibility',
    },
    // A prerendered page is inert until the app owns it (build/prerendered-pages.ts): the pointer
    // says the page is still getting ready. (An animated bar here cost the first load about a
    // third of a second of blocked main thread in paired Lighthouse runs.)
    '#root[inert]': { cursor: 'progress' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        navy: {
          50: { value: '#eef3f9' },
          100: { value: '#d6e1ef' },
          200: { value: '#adc3df' },
          300: { value: '#7d9dc6' },
          400: { value: '#4f77a8' },
          500: { value: '#2f5a8c' },
          600: { value: '#1f4a7a' },
          700: { value: '#17375f' },
          800: { value: '#102a4c' },
          900: { value: '#0b1f3a' },
          950: { value: '#07152a' },
        },
        gold: {
          50: { value: '#fff8ea' },
          100: { value: '#feeecb' },
          200: { value: '#fbdc98' },
          300: { value: '#f7cb6e' },
          400: { value: '#f2b84b' },
          500: { value: '#e3a52f' },
          600: { value: '#c4861c' },
          700: { value: '#9c6616' },
          800: { value: '#7a5014' },
          900: { value: '#5e3e12' },
          950: { value: '#372307' },
        },
        teal: {
          50: { value: '#eafaf8' },
          100: { value: '#d5f5f1' },
          200: { value: '#a6eae2' },
          300: { value: '#6ad7cb' },
          400: { value: '#2ec4b6' },
          500: { value: '#14a39a' },
          600: { value: '#0f847d' },
          700: { value: '#106964' },
          800: { value: '#115350' },
          900: { value: '#0f4442' },
          950: { value: '#042827' },
        },
      },
    },
    semanticTokens: {
      colors: {
        canvas: { value: '#fbf8f3' },
        ink: { value: '{colors.navy.900}' },
        'ink.muted': { value: '#475569' },
        navy: {
          solid: { value: '{colors.navy.900}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.navy.800}' },
          muted: { value: '{colors.navy.100}' },
          subtle: { value: '{colors.navy.50}' },
          emphasized: { value: '{colors.navy.200}' },
          focusRing: { value: '{colors.navy.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.400}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.300}' },
        },
        // WCAG AA: white on Chakra's green.600 is 3.3:1 (Approve, Mark paid) and on orange.600 3.6:1
        // (a warning's button); their 700s pass 4.5:1.
        green: {
          solid: { value: '{colors.green.700}' },
          focusRing: { value: '{colors.green.600}' },
        },
        orange: {
          solid: { value: '{colors.orange.700}' },
          focusRing: { value: '{colors.orange.600}' },
        },
        // A field's error text is 3.8:1 in Chakra's red.500; red.600 reads at 4.8:1.
        fg: { error: { value: '{colors.red.600}' } },
        // A focused field's ring needs 3:1 against the white field: Chakra's gray.400 is 2.6:1.
        gray: { focusRing: { value: '{colors.navy.500}' } },
        teal: {
          solid: { value: '{colors.teal.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.teal.700}' },
          muted: { value: '{colors.teal.100}' },
          subtle: { value: '{colors.teal.50}' },
          emphasized: { value: '{colors.teal.200}' },
          focusRing: { value: '{colors.teal.500}' },
        },
      },
    },
  },
});

let built: ReturnType<typeof createSystem> | undefined;

/**
 * The design system, built on first use. Building it (Chakra turns some 660 tokens into CSS
 * variables) is the largest piece of start-up work, so the app starts it after asking for the
 * first page's code instead of holding that request back (`src/main.tsx`).
 */
export function designSystem() {
  built ??= sayMissingRecipes(createSystem(mergeConfigs(defaultBaseConfig, defaultTheme), config));
  return built;
}

type DesignSystem = ReturnType<typeof createSystem>;

/** Keys Chakra's components ask the system for that its own theme has no recipe for either. */
export const KEYS_WITHOUT_RECIPE: ReadonlySet<string> = new Set([
  'clipboard',
  'downloadTrigger',
  'pagination',
  'text',
  'toggle',
]);

/**
 * Chakra draws a component whose recipe the system lacks with no styles at all, silently, and keeps
 * that for the page's life. A style set must hold the recipe of every component its screens use;
 * one missed is said in the console, where the browser tests look for errors.
 */
function sayMissingRecipes(system: DesignSystem): DesignSystem {
  type RecipeFn = DesignSystem['getRecipeFn'];
  const checked =
    (kind: string, holds: (key: string) => boolean, get: RecipeFn): RecipeFn =>
    (key: string, fallback?: unknown) => {
      if (fallback === undefined && !holds(key) && !KEYS_WITHOUT_RECIPE.has(key)) {
        console.error(
          `No ${kind} "${key}" in the design system: add it to the style set of the screen (src/ui/theme/styles-*.ts)`,
        );
      }
      return get(key, fallback);
    };
  system.getRecipeFn = checked('recipe', system.isRecipe, system.getRecipeFn);
  system.getSlotRecipeFn = checked('slot recipe', system.isSlotRecipe, system.getSlotRecipeFn);
  return system;
}

type ThemeConfig = NonNullable<SystemConfig['theme']>;

/** Recipes of components that only some screens use, added to the system when those screens load. */
export interface ComponentStyles {
  recipes?: ThemeConfig['recipes'];
  slotRecipes?: ThemeConfig['slotRecipes'];
}

/**
 * Adds recipes to the system. Chakra reads a component's recipe when the component first
 * renders, so this must run before then: a route awaits `loadComponentStyles`, and the toasts and
 * the confirmation dialog add theirs when their code loads.
 */
export function addComponentStyles({ recipes, slotRecipes }: ComponentStyles): void {
  // The system looks recipes up in this very object (its merged config's theme) on each first use.
  const { theme } = designSystem()._config;
  if (!theme) throw new Error('The design system has no theme to add component styles to');
  theme.recipes = { ...theme.recipes, ...recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
}

const STYLE_SETS = {
  /** Form fields and alerts: the sign-in page, the enrolment steps and the back office's forms. */
  forms: () => import('./styles-forms'),
  /** The enrolment wizard's checkboxes, lists, progress and dialogs. */
  onboarding: () => import('./styles-onboarding'),
  /** Tables, drawers, empty states, skeletons and avatars of the back office. */
  backOffice: () => import('./styles-back-office'),
} satisfies Record<string, () => Promise<{ styles: ComponentStyles }>>;

export type StyleSet = keyof typeof STYLE_SETS;

const addedOnce = (set: StyleSet) =>
  loadOnce(() => STYLE_SETS[set]().then((loaded) => addComponentStyles(loaded.styles)));

/** Each set added once; a failed download is retried on the next navigation. */
const styleLoads: Record<StyleSet, () => Promise<void>> = {
  forms: addedOnce('forms'),
  onboarding: addedOnce('onboarding'),
  backOffice: addedOnce('backOffice'),
};

/** Adds sets of component styles, once each; a route awaits it before its screens render. */
export function loadComponentStyles(...sets: StyleSet[]): Promise<void> {
  return Promise.all(sets.map((set) => styleLoads[set]())).then(() => undefined);
}

import { core } from './en/core';
import { onboardingArea } from './en/onboarding-area';
import { staff } from './en/staff';
import type { Shape } from './shape';

/**
 * The English message catalogue. Every string a user can see comes from here, so another
 * language (Swahili first) is one more set of files of the same shape. The browser loads it in
 * parts (core, onboarding, staff), so a public page never downloads the back office's words.
 */
export const en = {
  ...core,
  ...onboardingArea,
  ...staff,
  ui: { ...core.ui, ...staff.ui },
} as const;

/** The shape every other language's catalogue must follow: the same keys, its own words. */
export type Catalogue = Shape<typeof en>;

import type { Catalogue } from './en';
import { core } from './sw/core';
import { onboardingArea } from './sw/onboarding-area';
import { staff } from './sw/staff';

/** The Kiswahili catalogue whole, for checks; the browser loads it in the same parts as English. */
export const sw: Catalogue = {
  ...core,
  ...onboardingArea,
  ...staff,
  ui: { ...core.ui, ...staff.ui },
};

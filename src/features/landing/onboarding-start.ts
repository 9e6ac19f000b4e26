/**
 * First step of the public onboarding flow (SPEC §2). The landing page links to it with a plain
 * anchor until the onboarding routes are part of the typed route tree.
 */
export const ONBOARDING_START = '/diaspora/policy';

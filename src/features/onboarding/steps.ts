import type { OnboardingStep } from '@machines/onboarding.machine';

/** The public enrolment's steps in order, each one a route under /diaspora. */
export const STEPS: readonly OnboardingStep[] = ['policy', 'basic-details', 'members-declaration'];

import { onboarding } from './onboarding';
import { onboardingForms } from './onboarding-forms';

/** The enrolment screens in Kiswahili, public and staff: loaded when the flow is opened. */
export const onboardingArea = { onboarding, onboardingForms } as const;

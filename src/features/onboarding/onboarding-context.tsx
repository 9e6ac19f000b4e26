import type { UploadedFile } from '@/domain/uploaded-file';
import { createWizardServices, useWizardServices } from '@/ui/wizard/wizard-services';
import type { OnboardingActor, OnboardingMode } from './onboarding-actor';

export interface OnboardingServices {
  actor: OnboardingActor;
  mode: OnboardingMode;
  captchaSiteKey: string;
  /** Bumped whenever the captcha must be solved again; the widget remounts on change. */
  captchaGeneration: number;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<UploadedFile>;
  /** Staff only: whether a diaspora customer already holds the id number. */
  checkIdNumber?: ((details: { idType: 1 | 2 | 3; idNumber: string }) => Promise<boolean>) | undefined;
}

const Services = createWizardServices<OnboardingServices>();

export const OnboardingProvider = Services.Provider;

export const useOnboarding = () => useWizardServices(Services, 'diaspora enrolment');

/** Step titles are the page's h1 on the public pages, and sit under the area's h1 for staff. */
export function useStepHeading(): 'h1' | 'h2' {
  return useOnboarding().mode === 'staff' ? 'h2' : 'h1';
}

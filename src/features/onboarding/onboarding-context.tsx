import { createContext, type ReactNode, useContext } from 'react';
import type { UploadedFile } from '@/domain/uploaded-file';
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

const OnboardingContext = createContext<OnboardingServices | null>(null);

export function OnboardingProvider({ value, children }: { value: OnboardingServices; children: ReactNode }) {
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

export function useOnboarding(): OnboardingServices {
  const services = useContext(OnboardingContext);
  if (!services)
    throw new Error('useOnboarding must be used inside the onboarding flow (OnboardingProvider)');
  return services;
}

/** Step titles are the page's h1 on the public pages, and sit under the area's h1 for staff. */
export function useStepHeading(): 'h1' | 'h2' {
  return useOnboarding().mode === 'staff' ? 'h2' : 'h1';
}

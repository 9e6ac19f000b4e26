import { Box, Container, HStack, Image, Link } from '@chakra-ui/react';
import type { OnboardingStep } from '@machines/onboarding.machine';
import { Link as RouterLink, useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '@/api/api-context';
import { isIdNumberTaken } from '@/api/id-numbers';
import { useFileUpload } from '@/api/use-file-upload';
import bankLogo from '@/assets/bank-logo.svg';
import productLogo from '@/assets/product-logo.svg';
import type { ClientConfig } from '@/config';
import { loadOnce } from '@/domain/load-once';
import { useTranslation } from '@/i18n/use-translation';
import { LanguageSwitch } from '@/ui/primitives/language-switch';
import { useStepSync } from '@/ui/wizard/use-step-sync';
import { WizardFrame } from '@/ui/wizard/wizard-frame';
import { CONCLUDED_KEY } from './concluded';
import {
  holdEnrolment,
  type OnboardingActor,
  type OnboardingMode,
  onboardingInput,
  onboardingLogic,
} from './onboarding-actor';
import { OnboardingProvider, type OnboardingServices } from './onboarding-context';
import { enrolmentTokenInUse } from './onboarding-drafts';
import { routeOf as snapshotRoute } from './step-access';
import { STEPS } from './steps';

const NO_STAFF = () => null;
const routeOf = (actor: OnboardingActor): OnboardingStep => snapshotRoute(actor.getSnapshot());
const goto = (actor: OnboardingActor, step: OnboardingStep) => actor.send({ type: 'step.goto', step });

export interface OnboardingFlowProps {
  mode: OnboardingMode;
  basePath: string;
  config: ClientConfig;
  /** The staff member's token, for uploads in the staff flow. */
  staffToken: () => string | null;
  /** A staff upload was refused with 401: the staff session ended. */
  onStaffUnauthorized?: () => void;
  children: ReactNode;
}

/** The slide-in, with Framer Motion: fetched once the visitor starts using the step they landed on. */
const stepSlide = loadOnce(() => import('@/ui/wizard/step-slide'));
const fetchStepSlide = () => {
  if (!stepSlide.started()) stepSlide().catch(() => {});
};

function StepTransition({ step, children }: { step: string; children: ReactNode }) {
  // The step a visitor lands on shows at once; moving to another one slides it in. Whether a step
  // slides is settled as it appears, so a download landing mid-step never remounts its form.
  const [shown, setShown] = useState({ step, slides: false });
  if (shown.step !== step) setShown({ step, slides: stepSlide.current() !== undefined });
  const Slide = shown.step === step && shown.slides ? stepSlide.current()?.StepSlide : undefined;
  if (Slide) return <Slide key={step}>{children}</Slide>;
  return (
    <div key={step} onPointerDownCapture={fetchStepSlide} onKeyDownCapture={fetchStepSlide}>
      {children}
    </div>
  );
}

/** The enrolment wizard: owns the statechart, keeps it and the URL in step, frames the step. */
export function OnboardingFlow({
  mode,
  basePath,
  config,
  staffToken,
  onStaffUnauthorized,
  children,
}: OnboardingFlowProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [hold] = useState(holdEnrolment);

  const actor = useActorRef(
    onboardingLogic({
      mode,
      api,
      hold,
      resetCaptcha: () => setCaptchaGeneration((g) => g + 1),
      finish: () => {
        if (mode === 'public') {
          sessionStorage.setItem(CONCLUDED_KEY, '1');
          void navigate({ href: `${basePath}/conclusion`, replace: true });
        } else {
          void navigate({ href: '/dashboard/customers/diasporas/in-progress', replace: true });
        }
      },
    }),
    { input: onboardingInput(mode) },
  );

  const route = useStepSync(actor, {
    basePath,
    pathname,
    steps: STEPS,
    routeOf,
    goto,
    // The conclusion page stands on its own: a reload keeps it.
    frozen: (now) => now === 'conclusion' || pathname === `${basePath}/conclusion`,
  });

  // The enrolment session lapsed mid-way: back to the captcha, everything kept.
  const uploadRefused = useCallback(
    () => (mode === 'public' ? actor.send({ type: 'session.expired' }) : onStaffUnauthorized?.()),
    [actor, mode, onStaffUnauthorized],
  );
  const upload = useFileUpload({
    apiBaseUrl: config.apiBaseUrl,
    // The public side sends its enrolment session even where a staff member is signed in.
    credentials: {
      staffToken: mode === 'staff' ? staffToken : NO_STAFF,
      enrolmentToken: enrolmentTokenInUse,
    },
    onUnauthorized: uploadRefused,
  });

  const services = useMemo<OnboardingServices>(
    () => ({
      actor,
      mode,
      captchaSiteKey: config.captchaSiteKey,
      captchaGeneration,
      upload,
      checkIdNumber:
        mode === 'staff'
          ? (details) => isIdNumberTaken(api, 'diasporas', { ...details, submissionKey: hold.submissionKey })
          : undefined,
    }),
    [actor, mode, api, hold, config.captchaSiteKey, captchaGeneration, upload],
  );

  useEffect(() => {
    if (mode === 'public') document.title = t('onboarding.documentTitle');
  }, [mode, t]);

  const wizard = (
    <WizardFrame
      title={mode === 'staff' ? t('onboarding.staffTitle') : undefined}
      stepsLabel={t('onboarding.stepsLabel')}
      steps={[
        { id: 'policy', title: t('onboarding.steps.policy'), description: t('onboarding.steps.policyHint') },
        {
          id: 'basic-details',
          title: t('onboarding.steps.details'),
          description: t('onboarding.steps.detailsHint'),
        },
        {
          id: 'members-declaration',
          title: t('onboarding.steps.declaration'),
          description: t('onboarding.steps.declarationHint'),
        },
      ]}
      step={route}
      guard={mode === 'staff' ? { basePath, keeps: 'draft' } : undefined}
    >
      <OnboardingProvider value={services}>
        <StepTransition step={route}>{children}</StepTransition>
      </OnboardingProvider>
    </WizardFrame>
  );

  if (mode === 'staff') return wizard;

  return (
    <Box minH="100dvh" bg="gray.50">
      <Box as="header" bg="navy.900" color="white">
        <Container maxW="6xl" py="3">
          <HStack justify="space-between">
            <Link asChild>
              <RouterLink to="/" aria-label={t('brand.bankHome')}>
                <Image src={bankLogo} alt={t('brand.bankLogoAlt')} h="9" w="auto" />
              </RouterLink>
            </Link>
            <HStack gap="3">
              <LanguageSwitch />
              <Image src={productLogo} alt={t('brand.productLogoAlt')} h="8" w="auto" />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py={{ base: '5', md: '10' }}>
        {wizard}
      </Container>
    </Box>
  );
}

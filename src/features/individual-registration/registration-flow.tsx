import type {
  IndividualRegistrationInput,
  RegistrationStep,
} from '@machines/individual-registration.machine';
import { routeInMeta } from '@machines/route-meta';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useApi } from '@/api/api-context';
import { useStaffUpload } from '@/api/use-file-upload';
import type { ClientConfig } from '@/config';
import type { IndividualFormValues } from '@/domain/schemas/individual';
import { useTranslation } from '@/i18n/use-translation';
import { useStepSync } from '@/ui/wizard/use-step-sync';
import { WizardFrame } from '@/ui/wizard/wizard-frame';
import { type RegistrationActor, type RegistrationMode, registrationLogic } from './registration-actor';
import { RegistrationProvider, type RegistrationServices } from './registration-context';
import { ensureSubmissionKey, restoreRegistration } from './registration-drafts';

const STEPS: RegistrationStep[] = ['basic-details', 'policy', 'next-of-keens'];
const routeOf = (actor: RegistrationActor) =>
  routeInMeta<RegistrationStep>(actor.getSnapshot(), 'basic-details');
const goto = (actor: RegistrationActor, step: RegistrationStep) => actor.send({ type: 'step.goto', step });

export const INDIVIDUALS_IN_PROGRESS = '/dashboard/customers/individuals/in-progress';

export interface RegistrationFlowProps {
  mode: RegistrationMode;
  basePath: string;
  config: ClientConfig;
  /** Editing: the loaded customer. Creating: the drafts are read instead. */
  initial?: IndividualRegistrationInput;
  /** Editing: the loaded customer's details as the form holds them, to complete what is missing. */
  loadedValues?: IndividualFormValues;
  staffToken: () => string | null;
  onStaffUnauthorized?: () => void;
  children: ReactNode;
}

/** The individual registration (and edit) wizard: owns the statechart, keeps it and the URL in step. */
export function RegistrationFlow({
  mode,
  basePath,
  config,
  initial,
  loadedValues,
  staffToken,
  onStaffUnauthorized,
  children,
}: RegistrationFlowProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Taken once: should another tab finish this draft, this tab's Register replays its result.
  const [submissionKey] = useState(() => (mode.kind === 'create' ? ensureSubmissionKey() : null));

  const actor = useActorRef(
    registrationLogic({
      mode,
      api,
      submissionKey,
      // A change that waits is shown on the customer's panel, over its list.
      finish: (waiting) =>
        void navigate({
          href: waiting
            ? `/dashboard/customers/individuals/${waiting.status}/${waiting.customerId}`
            : INDIVIDUALS_IN_PROGRESS,
          replace: true,
        }),
    }),
    { input: initial ?? restoreRegistration() },
  );

  const route = useStepSync(actor, { basePath, pathname, steps: STEPS, routeOf, goto });

  const upload = useStaffUpload({ apiBaseUrl: config.apiBaseUrl, staffToken, onStaffUnauthorized });

  const services = useMemo<RegistrationServices>(
    () => ({ actor, mode, basePath, upload, submissionKey, loadedValues }),
    [actor, mode, basePath, upload, submissionKey, loadedValues],
  );

  return (
    <WizardFrame
      title={
        mode.kind === 'create'
          ? t('individualRegistration.createTitle')
          : t('individualRegistration.editTitle')
      }
      stepsLabel={t('individualRegistration.stepsLabel')}
      steps={[
        {
          id: 'basic-details',
          title: t('individualRegistration.steps.details'),
          description: t('individualRegistration.steps.detailsHint'),
        },
        {
          id: 'policy',
          title: t('individualRegistration.steps.policy'),
          description: t('individualRegistration.steps.policyHint'),
        },
        {
          id: 'next-of-keens',
          title: t('individualRegistration.steps.nextOfKin'),
          description: t('individualRegistration.steps.nextOfKinHint'),
        },
      ]}
      step={route}
      guard={{ basePath, keeps: mode.kind === 'create' ? 'draft' : 'nothing' }}
    >
      <RegistrationProvider value={services}>{children}</RegistrationProvider>
    </WizardFrame>
  );
}

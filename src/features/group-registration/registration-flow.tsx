import type { GroupRegistrationStep } from '@machines/group-registration.machine';
import { routeInMeta } from '@machines/route-meta';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useApi } from '@/api/api-context';
import { groupKeys } from '@/api/groups';
import { useStaffUpload } from '@/api/use-file-upload';
import type { ClientConfig } from '@/config';
import { useTranslation } from '@/i18n/use-translation';
import { useStepSync } from '@/ui/wizard/use-step-sync';
import { WizardFrame } from '@/ui/wizard/wizard-frame';
import { type GroupRegistrationActor, groupRegistrationLogic } from './registration-actor';
import { GroupRegistrationProvider, type GroupRegistrationServices } from './registration-context';
import { ensureSubmissionKey, restoreRegistration } from './registration-drafts';

const STEPS: GroupRegistrationStep[] = ['basic-details', 'leaders'];
const routeOf = (actor: GroupRegistrationActor) =>
  routeInMeta<GroupRegistrationStep>(actor.getSnapshot(), 'basic-details');
const goto = (actor: GroupRegistrationActor, step: GroupRegistrationStep) =>
  actor.send({ type: 'step.goto', step });

export const GROUPS_LIST = '/dashboard/customers/groups';
export const ADD_GROUP = '/dashboard/customers/groups/add-group';

export interface GroupRegistrationFlowProps {
  config: ClientConfig;
  queryClient: QueryClient;
  staffToken: () => string | null;
  onStaffUnauthorized?: () => void;
  children: ReactNode;
}

/** The add-group wizard: owns the statechart (restored from the drafts), keeps it and the URL in step. */
export function GroupRegistrationFlow({
  config,
  queryClient,
  staffToken,
  onStaffUnauthorized,
  children,
}: GroupRegistrationFlowProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Taken once: should another tab finish this draft, this tab's Register replays its result.
  const [submissionKey] = useState(ensureSubmissionKey);

  const actor = useActorRef(
    groupRegistrationLogic({
      api,
      submissionKey,
      finish: () => {
        void queryClient.invalidateQueries({ queryKey: groupKeys.all });
        void navigate({ href: GROUPS_LIST, replace: true });
      },
    }),
    { input: restoreRegistration() },
  );

  const route = useStepSync(actor, { basePath: ADD_GROUP, pathname, steps: STEPS, routeOf, goto });

  // Documents and leaders' files go to POST /files with the staff token.
  const upload = useStaffUpload({ apiBaseUrl: config.apiBaseUrl, staffToken, onStaffUnauthorized });

  const services = useMemo<GroupRegistrationServices>(
    () => ({ actor, basePath: ADD_GROUP, upload }),
    [actor, upload],
  );

  return (
    <WizardFrame
      title={t('groupRegistration.title')}
      stepsLabel={t('groupRegistration.stepsLabel')}
      steps={[
        {
          id: 'basic-details',
          title: t('groupRegistration.steps.details'),
          description: t('groupRegistration.steps.detailsHint'),
        },
        {
          id: 'leaders',
          title: t('groupRegistration.steps.leaders'),
          description: t('groupRegistration.steps.leadersHint'),
        },
      ]}
      step={route}
      guard={{ basePath: ADD_GROUP, keeps: 'draft' }}
    >
      <GroupRegistrationProvider value={services}>{children}</GroupRegistrationProvider>
    </WizardFrame>
  );
}

import type { NavigateOptions } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useApi } from '@/api/api-context';
import { type ApiClient, call } from '@/api/client';
import { policyKeys } from '@/api/policies';
import { POLICY_PICKER_PAGE_SIZE } from '@/domain/cover';
import { ApiError } from '@/domain/failures';
import { useTranslation } from '@/i18n/use-translation';
import { PolicyPicker } from '@/ui/form/policy-picker';
import { Modal, useModalClose } from '@/ui/primitives/modal';
import { useRegistration } from './registration-context';

/** SPEC §7: the picker's page (1 first, 10 per page) of individual policies for a keyword. */
async function individualPolicies(api: ApiClient, page: number, keyword: string) {
  const result = await call(
    api.GET('/policies', {
      params: {
        query: { currentPage: page, pageSize: POLICY_PICKER_PAGE_SIZE, keyword, kind: 'individual' },
      },
    }),
  );
  if (result.error) throw new ApiError(result.error);
  return result.data;
}

function PolicyOptions() {
  const close = useModalClose();
  const api = useApi();
  const { actor } = useRegistration();
  const chosen = useSelector(actor, (s) => s.context.policy?.policyId);
  return (
    <PolicyPicker
      queryKey={policyKeys.ofKind('individual')}
      load={(page, keyword) => individualPolicies(api, page, keyword)}
      chosenId={chosen}
      onChoose={(policy) => {
        actor.send({ type: 'policy.choose', policy });
        close();
      }}
    />
  );
}

/** `policy/select-policy`: a route modal over the policy step. */
export function SelectPolicyModal() {
  const { t } = useTranslation();
  const { basePath } = useRegistration();
  return (
    <Modal
      title={t('individualRegistration.selectPolicy.title')}
      closeTo={`${basePath}/policy` as NavigateOptions['to']}
    >
      <PolicyOptions />
    </Modal>
  );
}

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
import { useGroupRegistration } from './registration-context';

/** SPEC §7: the picker's page (1 first, 10 per page) of group policies for a keyword. */
async function groupPolicies(api: ApiClient, page: number, keyword: string) {
  const result = await call(
    api.GET('/policies', {
      params: { query: { currentPage: page, pageSize: POLICY_PICKER_PAGE_SIZE, keyword, kind: 'group' } },
    }),
  );
  if (result.error) throw new ApiError(result.error);
  return result.data;
}

function GroupPolicyOptions() {
  const close = useModalClose();
  const api = useApi();
  const { actor } = useGroupRegistration();
  const chosen = useSelector(actor, (s) => s.context.policy?.policyId);
  return (
    <PolicyPicker
      queryKey={policyKeys.ofKind('group')}
      load={(page, keyword) => groupPolicies(api, page, keyword)}
      chosenId={chosen}
      onChoose={(policy) => {
        actor.send({ type: 'policy.choose', policy });
        close();
      }}
    />
  );
}

/** `basic-details/select-policy`: a route modal over General Information. */
export function SelectGroupPolicyModal() {
  const { t } = useTranslation();
  const { basePath } = useGroupRegistration();
  return (
    <Modal
      title={t('groupRegistration.selectPolicy.title')}
      closeTo={`${basePath}/basic-details` as NavigateOptions['to']}
    >
      <GroupPolicyOptions />
    </Modal>
  );
}

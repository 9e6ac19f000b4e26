import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useApi } from '@/api/api-context';
import { type ApiClient, callOrThrow } from '@/api/client';
import { policyKeys } from '@/api/policies';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { FailedLine, LoadingLine } from '@/ui/primitives/load-states';
import { Modal, useModalClose } from '@/ui/primitives/modal';
import { readSelectedPolicy, writeSelectedPolicy } from './onboarding-drafts';

/** The policy picker (SPEC §7: page 1, 10 per page, empty keyword), diaspora policies only. */
async function diasporaPolicies(api: ApiClient) {
  const body = await callOrThrow(
    api.GET('/policies', {
      params: { query: { currentPage: 1, pageSize: 10, keyword: '', kind: 'diaspora' } },
    }),
  );
  return body.policies;
}

function PolicyOptions() {
  const { t } = useTranslation();
  const api = useApi();
  const close = useModalClose();
  const query = useQuery({ queryKey: policyKeys.ofKind('diaspora'), queryFn: () => diasporaPolicies(api) });
  const chosen = readSelectedPolicy()?.policyId;
  if (query.isPending) {
    return <LoadingLine text={t('onboarding.selectPolicy.loading')} />;
  }
  if (query.isError) {
    return (
      <FailedLine error={query.error} text={(message) => t('onboarding.selectPolicy.failed', { message })} />
    );
  }
  if (query.data.length === 0) return <Text>{t('onboarding.selectPolicy.empty')}</Text>;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('onboarding.selectPolicy.intro')}</Text>
      {query.data.map((policy) => {
        const isChosen = chosen ? chosen === policy.policyId : query.data[0]?.policyId === policy.policyId;
        return (
          <Button
            key={policy.policyId}
            variant="outline"
            h="auto"
            py="3"
            justifyContent="space-between"
            borderColor={isChosen ? 'navy.600' : 'border'}
            aria-label={t('onboarding.selectPolicy.choose', { name: policy.name })}
            aria-pressed={isChosen}
            onClick={() => {
              writeSelectedPolicy({ policyId: policy.policyId, name: policy.name });
              close();
            }}
          >
            <Stack gap="0.5" align="flex-start" textAlign="start" whiteSpace="normal">
              <Text fontWeight="semibold">{policy.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('onboarding.selectPolicy.premium', { amount: formatTsh(policy.premium) })} ·{' '}
                {t('onboarding.selectPolicy.benefit', { amount: formatTsh(policy.maximumBenefit) })}
              </Text>
            </Stack>
            {isChosen && <CircleCheck aria-label={t('onboarding.selectPolicy.chosen')} />}
          </Button>
        );
      })}
    </Stack>
  );
}

/** `policy/select-policy`: a modal over the staff policy step. */
export function SelectPolicyModal({ closeTo }: { closeTo: '/dashboard/customers/diasporas/new/policy' }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('onboarding.selectPolicy.title')} closeTo={closeTo}>
      <PolicyOptions />
    </Modal>
  );
}

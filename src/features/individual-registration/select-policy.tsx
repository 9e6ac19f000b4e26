import { Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NavigateOptions } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenPolicy } from '../../../machines/individual-registration.machine';
import { type ApiClient, call } from '../../api/client';
import { ApiError, describeFailure } from '../../api/errors';
import { POLICY_PICKER_PAGE_SIZE } from '../../domain/cover';
import { formatTsh } from '../../domain/money';
import { Modal, useModalClose } from '../../ui/modal';
import { Pagination } from '../../ui/pagination';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search-box';
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
  const { t } = useTranslation();
  const close = useModalClose();
  const { actor, api } = useRegistration();
  const chosen = useSelector(actor, (s) => s.context.policy?.policyId);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(typed.trim().toLowerCase());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    queryKey: ['policies', 'individual', page, keyword],
    queryFn: () => individualPolicies(api, page, keyword),
    placeholderData: keepPreviousData,
  });

  const choose = (policy: ChosenPolicy) => {
    actor.send({ type: 'policy.choose', policy });
    close();
  };

  return (
    <Stack gap="3">
      <Input
        type="search"
        aria-label={t('individualRegistration.selectPolicy.search')}
        placeholder={t('individualRegistration.selectPolicy.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {query.isPending ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{t('individualRegistration.selectPolicy.loading')}</Text>
        </HStack>
      ) : query.isError ? (
        <Text color="red.600">
          {t('individualRegistration.selectPolicy.failed', {
            message:
              query.error instanceof ApiError
                ? describeFailure(query.error.failure, (key) => t(key))
                : t('errors.unexpected'),
          })}
        </Text>
      ) : query.data.policies.length === 0 ? (
        <Text>{t('individualRegistration.selectPolicy.empty')}</Text>
      ) : (
        <>
          {query.data.policies.map((policy) => {
            const isChosen = chosen === policy.policyId;
            return (
              <Button
                key={policy.policyId}
                variant="outline"
                h="auto"
                py="3"
                justifyContent="space-between"
                borderColor={isChosen ? 'navy.600' : 'border'}
                aria-label={t('individualRegistration.selectPolicy.choose', { name: policy.name })}
                aria-pressed={isChosen}
                onClick={() =>
                  choose({
                    policyId: policy.policyId,
                    name: policy.name,
                    premium: policy.premium,
                    memberBenefit: policy.memberBenefit,
                    spouseBenefit: policy.spouseBenefit,
                    childBenefit: policy.childBenefit,
                    parentBenefit: policy.parentBenefit,
                    parentInLawBenefit: policy.parentInLawBenefit,
                  })
                }
              >
                <Stack gap="0.5" align="flex-start" textAlign="start" whiteSpace="normal">
                  <Text fontWeight="semibold">{policy.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('individualRegistration.selectPolicy.figures', {
                      premium: formatTsh(policy.premium),
                      benefit: formatTsh(policy.memberBenefit),
                    })}
                  </Text>
                </Stack>
                {isChosen && <CircleCheck aria-label={t('individualRegistration.selectPolicy.chosen')} />}
              </Button>
            );
          })}
          <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
        </>
      )}
    </Stack>
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

import { Button, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { Pagination } from '@/ui/list/pagination';
import { SEARCH_DEBOUNCE_MS } from '@/ui/list/search-box';
import { FailedLine, LoadingLine } from '@/ui/primitives/load-states';

/** One page of GET /policies: the API's policies carry these figures and more. */
export interface PolicyPage {
  policies: PickedPolicy[];
  pagination: { totalPages: number };
}

/** What choosing a policy hands over: its id, its name and the figures shown with it. */
export interface PickedPolicy {
  policyId: string;
  name: string;
  premium: number;
  memberBenefit: number;
  spouseBenefit: number;
  childBenefit: number;
  parentBenefit: number;
  parentInLawBenefit: number;
}

export interface PolicyPickerProps {
  /** The query key of the list; the page and the keyword are added to it. */
  queryKey: readonly unknown[];
  /** Loads one page (1 first) of the policies matching a keyword. */
  load: (page: number, keyword: string) => Promise<PolicyPage>;
  chosenId: string | undefined;
  onChoose: (policy: PickedPolicy) => void;
}

// Only these figures travel into the wizard's draft, not the rest of the API's policy.
const picked = (policy: PickedPolicy): PickedPolicy => ({
  policyId: policy.policyId,
  name: policy.name,
  premium: policy.premium,
  memberBenefit: policy.memberBenefit,
  spouseBenefit: policy.spouseBenefit,
  childBenefit: policy.childBenefit,
  parentBenefit: policy.parentBenefit,
  parentInLawBenefit: policy.parentInLawBenefit,
});

/** A searchable, paged list of policies (SPEC §7: page 1, 10 per page) with loading, empty and error states. */
export function PolicyPicker({ queryKey, load, chosenId, onChoose }: PolicyPickerProps) {
  const { t } = useTranslation();
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
    queryKey: [...queryKey, page, keyword],
    queryFn: () => load(page, keyword),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="3">
      <Input
        type="search"
        aria-label={t('ui.policyPicker.search')}
        placeholder={t('ui.policyPicker.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {query.isPending ? (
        <LoadingLine text={t('ui.policyPicker.loading')} />
      ) : query.isError ? (
        <FailedLine error={query.error} text={(message) => t('ui.policyPicker.failed', { message })} />
      ) : query.data.policies.length === 0 ? (
        <Text>{t('ui.policyPicker.empty')}</Text>
      ) : (
        <>
          {query.data.policies.map((policy) => {
            const isChosen = chosenId === policy.policyId;
            return (
              <Button
                key={policy.policyId}
                variant="outline"
                h="auto"
                py="3"
                justifyContent="space-between"
                borderColor={isChosen ? 'navy.600' : 'border'}
                aria-pressed={isChosen}
                onClick={() => onChoose(picked(policy))}
              >
                <Stack gap="0.5" align="flex-start" textAlign="start" whiteSpace="normal">
                  <Text fontWeight="semibold">
                    {/* Named 'Choose <policy> <figures>': what is seen is part of what is read. */}
                    <VisuallyHidden>{t('ui.policyPicker.chooseVerb')}</VisuallyHidden> {policy.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('ui.policyPicker.figures', {
                      premium: formatTsh(policy.premium),
                      benefit: formatTsh(policy.memberBenefit),
                    })}
                  </Text>
                </Stack>
                {isChosen && <CircleCheck aria-label={t('ui.policyPicker.chosen')} />}
              </Button>
            );
          })}
          <Pagination page={page} totalPages={query.data.pagination.totalPages} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

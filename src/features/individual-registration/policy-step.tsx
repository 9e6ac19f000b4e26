import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ChosenPolicy } from '@/domain/policy';
import { useTranslation } from '@/i18n/use-translation';
import { Money } from '@/ui/primitives/money';
import { NextButton, StepActions } from '@/ui/wizard/step-actions';
import { useRegistration } from './registration-context';

const BENEFITS = [
  'memberBenefit',
  'spouseBenefit',
  'childBenefit',
  'parentBenefit',
  'parentInLawBenefit',
] as const;

function Figure({ label, amount }: { label: string; amount: number | undefined }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="lg" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" color="navy.900">
        {amount === undefined ? '—' : <Money amount={amount} />}
      </Text>
    </Box>
  );
}

export function PolicySummary({ policy }: { policy: ChosenPolicy }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="0">
        <Text fontSize="xl" fontWeight="bold" color="navy.900">
          {policy.name}
        </Text>
        {policy.premium !== undefined && (
          <Text color="fg.muted">
            {t('individualRegistration.policy.premium')}: <Money amount={policy.premium} />
          </Text>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm" color="navy.800">
          {t('individualRegistration.policy.benefits')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
          {BENEFITS.map((key) => (
            <Figure key={key} label={t(`individualRegistration.policy.${key}`)} amount={policy[key]} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** Create Policy (SPEC §2): the chosen policy, a picker, Previous and Next. */
export function PolicyStep() {
  const { t } = useTranslation();
  const { actor, basePath } = useRegistration();
  const navigate = useNavigate();
  const policy = useSelector(actor, (s) => s.context.policy);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('individualRegistration.steps.policy')}
        </Heading>
        <Text color="fg.muted">{t('individualRegistration.steps.policyHint')}</Text>
      </Stack>
      {policy ? (
        <PolicySummary policy={policy} />
      ) : (
        <Stack gap="1" bg="white" borderWidth="1px" borderStyle="dashed" rounded="xl" p="6" align="center">
          <Text fontWeight="semibold" color="navy.900">
            {t('individualRegistration.policy.none')}
          </Text>
          <Text color="fg.muted">{t('individualRegistration.policy.noneHint')}</Text>
        </Stack>
      )}
      <HStack>
        <Button variant="outline" onClick={() => void navigate({ href: `${basePath}/policy/select-policy` })}>
          {policy ? t('individualRegistration.policy.change') : t('individualRegistration.policy.select')}
        </Button>
      </HStack>
      <StepActions
        onPrevious={() => actor.send({ type: 'step.previous' })}
        primary={
          <Stack align="flex-end" gap="1">
            <NextButton disabled={!policy} onClick={() => actor.send({ type: 'step.next' })} />
            {!policy && (
              <Text fontSize="sm" color="fg.muted">
                {t('individualRegistration.policy.required')}
              </Text>
            )}
          </Stack>
        }
      />
    </Stack>
  );
}

import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ShieldCheck } from 'lucide-react';
import { CAPTCHA_ACTIONS } from '@/domain/captcha';
import { DIASPORA_COVER } from '@/domain/cover';
import { diasporaTermsIn } from '@/domain/diaspora-terms';
import { useTranslation } from '@/i18n/use-translation';
import { Captcha } from '@/ui/primitives/captcha';
import { LoadingLine } from '@/ui/primitives/load-states';
import { Money } from '@/ui/primitives/money';
import { NextButton, StepActions } from '@/ui/wizard/step-actions';
import { useOnboarding, useStepHeading } from './onboarding-context';
import { readSelectedPolicy } from './onboarding-drafts';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="xl" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold" color="navy.900">
        {children}
      </Text>
    </Box>
  );
}

/** Introduction (SPEC §2): the cover, its 13 terms, the agreement and the captcha. */
export function PolicyStep() {
  const { t, i18n } = useTranslation();
  const stepHeading = useStepHeading();
  const { actor, mode, captchaSiteKey, captchaGeneration } = useOnboarding();
  const termsAccepted = useSelector(actor, (s) => s.context.termsAccepted);
  const sessionReady = useSelector(actor, (s) => s.context.sessionReady);
  const verifying = useSelector(actor, (s) => s.matches({ policy: 'verifying' }));
  const error = useSelector(actor, (s) => s.context.error);
  const needsCaptcha = mode === 'public';
  const canContinue = termsAccepted && (sessionReady || !needsCaptcha);

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as={stepHeading} size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {t('onboarding.policy.title')}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {t('onboarding.policy.intro')}
        </Text>
      </Stack>

      {!needsCaptcha && (
        <HStack justify="space-between" bg="white" borderWidth="1px" rounded="xl" p="4" wrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('onboarding.policy.chosenPolicy')}
            </Text>
            <Text fontWeight="semibold" color="navy.900">
              {readSelectedPolicy()?.name ?? t('onboarding.policy.title')}
            </Text>
          </Stack>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard/customers/diasporas/new/policy/select-policy">
              {t('onboarding.policy.changePolicy')}
            </RouterLink>
          </Button>
        </HStack>
      )}

      <Stack as="section" aria-labelledby="benefits-heading" gap="3">
        <Heading id="benefits-heading" as="h2" size="lg" color="navy.800">
          {t('onboarding.policy.benefitsHeading')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <Figure label={t('onboarding.policy.monthlyPremium')}>
            <Money amount={DIASPORA_COVER.monthlyPremium} />
          </Figure>
          <Figure label={t('onboarding.policy.annualPremium')}>
            <Money amount={DIASPORA_COVER.annualPremium} />
          </Figure>
          <Figure label={t('onboarding.policy.maximumBenefit')}>
            <Money amount={DIASPORA_COVER.maximumBenefit} />
          </Figure>
          <Figure label={t('onboarding.policy.funeralLumpSum')}>
            <Money amount={DIASPORA_COVER.funeralLumpSum} />
          </Figure>
          <Figure label={t('onboarding.policy.family')}>
            {t('onboarding.policy.familyValue', { count: DIASPORA_COVER.maxChildren })}
          </Figure>
        </SimpleGrid>
      </Stack>

      <Stack as="section" aria-labelledby="terms-heading" gap="3">
        <Heading id="terms-heading" as="h2" size="lg" color="navy.800">
          {t('onboarding.policy.termsHeading')}
        </Heading>
        <Box
          bg="white"
          borderWidth="1px"
          rounded="xl"
          p={{ base: '4', md: '6' }}
          maxH="22rem"
          overflowY="auto"
          tabIndex={0}
        >
          <List.Root as="ol" gap="2.5" ps="5" listStyleType="decimal">
            {diasporaTermsIn(i18n.language).map((term) => (
              <List.Item key={term} lineHeight="tall">
                {term}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Checkbox.Root
          checked={termsAccepted}
          onCheckedChange={() => actor.send({ type: 'terms.toggle' })}
          size="lg"
          colorPalette="navy"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="medium">{t('onboarding.policy.agree')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>

      {needsCaptcha && termsAccepted && (
        <Stack as="section" aria-labelledby="captcha-heading" gap="3">
          <Heading id="captcha-heading" as="h2" size="md" color="navy.800">
            {t('onboarding.policy.captchaHeading')}
          </Heading>
          {sessionReady ? (
            <HStack>
              <Badge colorPalette="green" size="lg" gap="1.5">
                <ShieldCheck aria-hidden size={16} />
                {t('ui.captcha.verified')}
              </Badge>
            </HStack>
          ) : (
            <Captcha
              key={captchaGeneration}
              siteKey={captchaSiteKey}
              action={CAPTCHA_ACTIONS.enrolment}
              onVerified={(token) => actor.send({ type: 'captcha.verified', token })}
              onExpired={() => actor.send({ type: 'captcha.expired' })}
              onError={() => actor.send({ type: 'captcha.error' })}
            />
          )}
          {verifying && <LoadingLine color="fg.muted" text={t('onboarding.policy.verifying')} />}
        </Stack>
      )}

      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}

      <StepActions
        primary={
          <Stack align="flex-end" gap="1">
            <NextButton disabled={!canContinue} onClick={() => actor.send({ type: 'step.next' })} />
            {!canContinue && (
              <Text fontSize="sm" color="fg.muted">
                {needsCaptcha ? t('onboarding.policy.nextHint') : t('onboarding.policy.staffNextHint')}
              </Text>
            )}
          </Stack>
        }
      />
    </Stack>
  );
}

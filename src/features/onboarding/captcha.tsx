import { Box, Checkbox, HStack, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEVELOPMENT_CAPTCHA_SITE_KEY, DEVELOPMENT_CAPTCHA_TOKEN } from '@/domain/captcha';
import { useTranslation } from '@/i18n/use-translation';
import { useHydrated } from '@/ui/hooks/use-hydrated';

// Turnstile loads only where a real site key is configured, so development builds never call out.
const Turnstile = lazy(() => import('react-turnstile'));

/** Like Turnstile, the development token lapses after five minutes. */
const TOKEN_LIFETIME_MS = 300_000;

export interface CaptchaProps {
  siteKey: string;
  onVerified: (token: string) => void;
  onExpired: () => void;
  onError: () => void;
}

function DevelopmentCaptcha({ onVerified, onExpired }: Omit<CaptchaProps, 'siteKey' | 'onError'>) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!checked) return;
    const timer = setTimeout(() => {
      setChecked(false);
      onExpired();
    }, TOKEN_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [checked, onExpired]);
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="orange.400"
      bg="orange.50"
      rounded="lg"
      p="4"
      maxW="sm"
    >
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="orange.700" letterSpacing="wide">
        {t('onboarding.captcha.developmentLabel')}
      </Text>
      <Checkbox.Root
        mt="2"
        checked={checked}
        disabled={checked}
        onCheckedChange={(details) => {
          if (details.checked !== true) return;
          setChecked(true);
          onVerified(DEVELOPMENT_CAPTCHA_TOKEN);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('onboarding.captcha.developmentCheck')}</Checkbox.Label>
      </Checkbox.Root>
      <Text mt="2" fontSize="xs" color="orange.800">
        {t('onboarding.captcha.developmentNote')}
      </Text>
    </Box>
  );
}

/** Turnstile with the configured site key, or the labelled development captcha. */
export function Captcha({ siteKey, onVerified, onExpired, onError }: CaptchaProps) {
  const hydrated = useHydrated();
  if (siteKey === DEVELOPMENT_CAPTCHA_SITE_KEY)
    return <DevelopmentCaptcha onVerified={onVerified} onExpired={onExpired} />;
  const pending = (
    <HStack>
      <Spinner size="sm" />
    </HStack>
  );
  // The widget is the provider's frame: a prerendered page shows where it will be until then.
  if (!hydrated) return pending;
  return (
    <Suspense fallback={pending}>
      <Turnstile
        sitekey={siteKey}
        onVerify={(token) => onVerified(token)}
        onExpire={() => onExpired()}
        onError={() => onError()}
        refreshExpired="manual"
      />
    </Suspense>
  );
}

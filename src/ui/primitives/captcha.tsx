import { Box, Checkbox, HStack, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  type CaptchaAction,
  DEVELOPMENT_CAPTCHA_SITE_KEY,
  DEVELOPMENT_CAPTCHA_TOKEN,
} from '@/domain/captcha';
import { useTranslation } from '@/i18n/use-translation';
import { useHydrated } from '@/ui/hooks/use-hydrated';

// Turnstile loads only where a real site key is configured, so development builds never call out.
const Turnstile = lazy(() => import('react-turnstile'));

/** Like Turnstile, the development token lapses after five minutes. */
const TOKEN_LIFETIME_MS = 300_000;

export interface CaptchaProps {
  siteKey: string;
  /** What it is solved for: Turnstile signs it into the token, and the server checks it. */
  action: CaptchaAction;
  onVerified: (token: string) => void;
  onExpired: () => void;
  onError: () => void;
}

function DevelopmentCaptcha({ onVerified, onExpired }: Pick<CaptchaProps, 'onVerified' | 'onExpired'>) {
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
        {t('ui.captcha.developmentLabel')}
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
        <Checkbox.Label>{t('ui.captcha.developmentCheck')}</Checkbox.Label>
      </Checkbox.Root>
      <Text mt="2" fontSize="xs" color="orange.800">
        {t('ui.captcha.developmentNote')}
      </Text>
    </Box>
  );
}

/**
 * Turnstile with the configured site key, or the labelled development captcha (DESIGN decision 8):
 * the enrolment's policy step and the staff sign-in, when the server asks for one.
 */
export function Captcha({ siteKey, action, onVerified, onExpired, onError }: CaptchaProps) {
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
        action={action}
        onVerify={(token) => onVerified(token)}
        onExpire={() => onExpired()}
        onError={() => onError()}
        refreshExpired="manual"
      />
    </Suspense>
  );
}

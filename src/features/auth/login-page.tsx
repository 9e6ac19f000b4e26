import { Alert, Box, Button, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Form, Formik, type FormikProps } from 'formik';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import bankLogo from '@/assets/bank-logo.svg';
import { CAPTCHA_ACTIONS } from '@/domain/captcha';
import type { LoginValues } from '@/domain/schemas/login';
import { useTranslation } from '@/i18n/use-translation';
import { InputField } from '@/ui/form/input-fields';
import { validateWithSchema } from '@/ui/form/lazy-schema';
import { Captcha } from '@/ui/primitives/captcha';
import { LanguageSwitch } from '@/ui/primitives/language-switch';
import { loadComponentStyles } from '@/ui/theme/theme';
import type { AuthActor } from './auth-session';
import { captchaRound } from './captcha-round';

const INITIAL: LoginValues = { email: '', password: '' };

// The page shows before Yup has downloaded; the first check brings it.
const validate = validateWithSchema<LoginValues>(() =>
  import('@/domain/schemas/login').then((schemas) => schemas.loginSchema),
);

/**
 * The captcha the server asked for (many failed sign-ins to the email from unknown places): why,
 * and the widget, whose token the next sign-in carries.
 */
function SignInCaptcha({ auth, siteKey }: { auth: AuthActor; siteKey: string }) {
  const { t } = useTranslation();
  const asked = useSelector(auth, (s) =>
    s.context.failure?.kind === 'captcha' ? s.context.failure.message : null,
  );
  const solved = useSelector(auth, (s) => s.context.captchaToken !== null);
  const round = useSyncExternalStore(captchaRound.subscribe, captchaRound.current);
  // The development captcha is a checkbox, whose styles the sign-in page does not load up front.
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    let shown = true;
    // Styles that failed to download must not hide the captcha: it still works unstyled.
    void loadComponentStyles('onboarding')
      .catch(() => undefined)
      .then(() => shown && setStyled(true));
    return () => {
      shown = false;
    };
  }, []);
  return (
    <Stack as="section" aria-labelledby="sign-in-captcha-heading" gap="3">
      <Heading id="sign-in-captcha-heading" as="h2" size="md" color="navy.800">
        {t('auth.captcha.heading')}
      </Heading>
      {asked && (
        <Text role="alert" color="orange.800" fontWeight="medium">
          {asked}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('auth.captcha.explanation')}
      </Text>
      {styled && (
        <Captcha
          key={round}
          siteKey={siteKey}
          action={CAPTCHA_ACTIONS.signIn}
          onVerified={(token) => auth.send({ type: 'captcha.verified', token })}
          onExpired={() => auth.send({ type: 'captcha.expired' })}
          onError={() => auth.send({ type: 'captcha.error' })}
        />
      )}
      {solved && (
        <Text fontSize="sm" color="green.700">
          {t('ui.captcha.verified')}
        </Text>
      )}
    </Stack>
  );
}

/** 'Login Into Account' (SPEC §2): the form sends events; the auth statechart decides. */
export function LoginPage({ auth, captchaSiteKey }: { auth: AuthActor; captchaSiteKey: string }) {
  const { t } = useTranslation();
  const signingIn = useSelector(auth, (s) => s.matches('signingIn'));
  const failure = useSelector(auth, (s) => s.context.failure);
  const captchaRequired = useSelector(auth, (s) => s.context.captchaRequired);
  const captchaMissing = useSelector(
    auth,
    (s) => s.context.captchaRequired && s.context.captchaToken === null,
  );
  const formik = useRef<FormikProps<LoginValues>>(null);
  const formArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = t('auth.documentTitle');
  }, [t]);

  // A refused sign-in marks both fields and puts the cursor back on the email (SPEC §8).
  useEffect(() => {
    if (failure?.kind === 'unauthorized') {
      formik.current?.setErrors({ email: t('auth.invalidUsername'), password: t('auth.invalidPassword') });
      formArea.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    }
  }, [failure, t]);

  return (
    <Box minH="100dvh" bg="navy.900" display="grid" placeItems="center" px="4" py="10">
      <Stack gap="4" w="full" maxW="26rem">
        <Box alignSelf="flex-end">
          <LanguageSwitch />
        </Box>
        <Box as="main" w="full" bg="white" rounded="2xl" shadow="2xl" p={{ base: '6', md: '10' }}>
          <Stack gap="6">
            <Image src={bankLogo} alt={t('brand.bankLogoAlt')} h="10" w="auto" alignSelf="flex-start" />
            <Stack gap="2">
              <Heading as="h1" size="2xl" color="navy.900">
                {t('auth.heading')}
              </Heading>
              <Text color="fg.muted">{t('auth.intro')}</Text>
            </Stack>
            {failure && failure.kind !== 'captcha' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>
                  {failure.kind === 'network'
                    ? t('errors.network')
                    : failure.kind === 'unauthorized'
                      ? t('auth.invalidCredentials')
                      : // A throttled sign-in (429) says when to try again; show the server's words.
                        failure.message}
                </Alert.Title>
              </Alert.Root>
            )}
            <Formik
              innerRef={formik}
              initialValues={INITIAL}
              validate={validate}
              onSubmit={(values) =>
                auth.send({ type: 'signIn.submit', email: values.email.trim(), password: values.password })
              }
            >
              {/* POST: a form sent before the app has started must not put the password in the address. */}
              <Form noValidate method="post">
                <Stack gap="5" ref={formArea}>
                  <InputField
                    name="email"
                    label={t('auth.email')}
                    required
                    useSchemaMessage
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    size="lg"
                  />
                  <InputField
                    name="password"
                    label={t('auth.password')}
                    required
                    useSchemaMessage
                    type="password"
                    autoComplete="current-password"
                    size="lg"
                  />
                  {captchaRequired && <SignInCaptcha auth={auth} siteKey={captchaSiteKey} />}
                  <Button
                    type="submit"
                    size="lg"
                    colorPalette="navy"
                    bg="navy.800"
                    loading={signingIn}
                    loadingText={t('auth.submitting')}
                    disabled={captchaMissing}
                    aria-describedby={captchaMissing ? 'sign-in-captcha-hint' : undefined}
                  >
                    {t('auth.submit')}
                  </Button>
                  {captchaMissing && (
                    <Text id="sign-in-captcha-hint" fontSize="sm" color="fg.muted">
                      {t('auth.captcha.hint')}
                    </Text>
                  )}
                </Stack>
              </Form>
            </Formik>
            <Link asChild color="navy.600" fontSize="sm" alignSelf="center">
              <RouterLink to="/">{t('auth.backHome')}</RouterLink>
            </Link>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}

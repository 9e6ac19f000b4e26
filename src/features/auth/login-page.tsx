import { Alert, Box, Button, Field, Heading, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Form, Formik, type FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import bankLogo from '../../assets/bank-logo.svg';
import { type LoginValues, loginSchema } from '../../domain/schemas/login';
import type { AuthActor } from './auth-session';

const INITIAL: LoginValues = { email: '', password: '' };

/** 'Login Into Account' (SPEC §2): the form sends events; the auth statechart decides. */
export function LoginPage({ auth }: { auth: AuthActor }) {
  const { t } = useTranslation();
  const signingIn = useSelector(auth, (s) => s.matches('signingIn'));
  const failure = useSelector(auth, (s) => s.context.failure);
  const formik = useRef<FormikProps<LoginValues>>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = t('auth.documentTitle');
  }, [t]);

  // A refused sign-in marks both fields and puts the cursor back on the email (SPEC §8).
  useEffect(() => {
    if (failure?.kind === 'unauthorized') {
      formik.current?.setErrors({ email: t('auth.invalidUsername'), password: t('auth.invalidPassword') });
      emailInput.current?.focus();
    }
  }, [failure, t]);

  return (
    <Box minH="100dvh" bg="navy.900" display="grid" placeItems="center" px="4" py="10">
      <Box as="main" w="full" maxW="26rem" bg="white" rounded="2xl" shadow="2xl" p={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <Image src={bankLogo} alt={t('brand.bankLogoAlt')} h="10" w="auto" alignSelf="flex-start" />
          <Stack gap="2">
            <Heading as="h1" size="2xl" color="navy.900">
              {t('auth.heading')}
            </Heading>
            <Text color="fg.muted">{t('auth.intro')}</Text>
          </Stack>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                {failure.kind === 'network' ? t('errors.network') : t('auth.invalidCredentials')}
              </Alert.Title>
            </Alert.Root>
          )}
          <Formik
            innerRef={formik}
            initialValues={INITIAL}
            validationSchema={loginSchema}
            onSubmit={(values) =>
              auth.send({ type: 'signIn.submit', email: values.email.trim(), password: values.password })
            }
          >
            {({ errors, touched, getFieldProps, submitCount }) => {
              const show = (field: keyof LoginValues) =>
                Boolean(errors[field] && (touched[field] || submitCount > 0));
              return (
                <Form noValidate>
                  <Stack gap="5">
                    <Field.Root invalid={show('email')} required>
                      <Field.Label>{t('auth.email')}</Field.Label>
                      <Input
                        {...getFieldProps('email')}
                        ref={emailInput}
                        type="email"
                        autoComplete="username"
                        inputMode="email"
                        size="lg"
                      />
                      <Field.ErrorText>{errors.email}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={show('password')} required>
                      <Field.Label>{t('auth.password')}</Field.Label>
                      <Input
                        {...getFieldProps('password')}
                        type="password"
                        autoComplete="current-password"
                        size="lg"
                      />
                      <Field.ErrorText>{errors.password}</Field.ErrorText>
                    </Field.Root>
                    <Button
                      type="submit"
                      size="lg"
                      colorPalette="navy"
                      bg="navy.800"
                      loading={signingIn}
                      loadingText={t('auth.submitting')}
                    >
                      {t('auth.submit')}
                    </Button>
                  </Stack>
                </Form>
              );
            }}
          </Formik>
          <Link asChild color="navy.600" fontSize="sm" alignSelf="center">
            <RouterLink to="/">{t('auth.backHome')}</RouterLink>
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}

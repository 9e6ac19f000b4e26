import { Button, Circle, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { CONCLUDED_KEY } from './concluded';

/** 'Successfully Onboarded!' (SPEC §2), with the support address from configuration. */
export function ConclusionPage({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="5"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      p={{ base: '6', md: '12' }}
      maxW="2xl"
      mx="auto"
    >
      <Circle size="16" bg="teal.100" color="teal.700">
        <CircleCheck aria-hidden size={36} />
      </Circle>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
        {t('onboarding.conclusion.title')}
      </Heading>
      <Stack gap="2" color="fg.muted" fontSize="lg">
        <Text>{t('onboarding.conclusion.received')}</Text>
        <Text>{t('onboarding.conclusion.premiums')}</Text>
        <Text>{t('onboarding.conclusion.contact')}</Text>
      </Stack>
      <Text>
        {t('onboarding.conclusion.support')}
        <Link href={`mailto:${supportEmail}`} color="navy.600" fontWeight="semibold">
          {supportEmail}
        </Link>
      </Text>
      <Button
        asChild
        size="lg"
        bg="gold.400"
        color="navy.900"
        _hover={{ bg: 'gold.300' }}
        rounded="full"
        px="10"
      >
        {/* A fresh page: the finished enrolment's state is left behind. */}
        <a href="/diaspora" onClick={() => sessionStorage.removeItem(CONCLUDED_KEY)}>
          {t('onboarding.conclusion.thankYou')}
        </a>
      </Button>
    </Stack>
  );
}

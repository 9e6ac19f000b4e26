import { Box, Container, HStack, Image, Stack, Text } from '@chakra-ui/react';
import bankLogo from '@/assets/bank-logo.svg';
import { DIASPORA_COVER } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="navy.950" color="navy.200">
      <Container maxW="7xl" px={{ base: '5', md: '8' }} py={{ base: '8', md: '10' }}>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="5"
        >
          <HStack gap="3">
            <Image src={bankLogo} alt="" boxSize="9" />
            <Text color="white" fontWeight="800" fontSize="lg">
              {t('brand.bankName')}
            </Text>
          </HStack>
          <Stack gap="1" textAlign={{ base: 'left', md: 'right' }} fontSize="sm">
            <Text>{t('landing.footer.copyright')}</Text>
            <Text color="navy.300">
              {t('landing.footer.disclaimer', { months: DIASPORA_COVER.waitingPeriodMonths })}
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

import { Box, Container, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import bankLogo from '@/assets/bank-logo.svg';
import productLogo from '@/assets/product-logo.svg';
import { useTranslation } from '@/i18n/use-translation';
import { LanguageSwitch } from '@/ui/primitives/language-switch';

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <Box as="header" position="absolute" top="0" insetX="0" zIndex="2">
      <Container maxW="7xl" px={{ base: '5', md: '8' }} py={{ base: '4', md: '6' }}>
        <HStack justify="space-between" gap="4">
          <Link
            asChild
            color="white"
            rounded="lg"
            textDecoration="none"
            _hover={{ textDecoration: 'none', opacity: 0.9 }}
            focusRingColor="gold.300"
          >
            <RouterLink to="/">
              <Image src={bankLogo} alt={t('brand.bankLogoAlt')} boxSize={{ base: '9', md: '11' }} />
              <Text
                as="span"
                aria-hidden="true"
                fontWeight="800"
                fontSize={{ base: 'lg', md: 'xl' }}
                letterSpacing="-0.01em"
              >
                {t('brand.bankName')}
              </Text>
            </RouterLink>
          </Link>
          <HStack gap="3">
            <LanguageSwitch />
            <Stack gap="0" textAlign="right" display={{ base: 'none', sm: 'flex' }} aria-hidden="true">
              <Text color="white" fontWeight="700" fontSize="sm" lineHeight="short">
                {t('brand.productName')}
              </Text>
              <Text color="teal.200" fontSize="xs" lineHeight="short">
                {t('brand.productTagline')}
              </Text>
            </Stack>
            <Image src={productLogo} alt={t('brand.productLogoAlt')} boxSize={{ base: '9', md: '11' }} />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

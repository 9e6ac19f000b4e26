import { Box, Button, Container, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import heroIllustration from '@/assets/hero-illustration.svg';
import { DIASPORA_COVER } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { ArrowRightIcon, CheckIcon, ShieldCheckIcon } from './landing-icons';

/**
 * The heading's words with the part the catalogue marks `<highlight>…</highlight>` in gold, so a
 * translation places it where its language wants it, with no markup parser on the first download.
 */
function Highlighted({ text }: { text: string }) {
  const parts = /^(.*)<highlight>(.*)<\/highlight>(.*)$/s.exec(text);
  if (!parts) return <>{text}</>;
  const [, before, highlight, after] = parts;
  return (
    <>
      {before}
      <Box as="span" color="gold.300">
        {highlight}
      </Box>
      {after}
    </>
  );
}

const enter = {
  animationName: 'fade-in, slide-from-bottom',
  animationDuration: '700ms',
  animationTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
  animationFillMode: 'both',
  _motionReduce: { animation: 'none' },
} as const;

export function LandingHero() {
  const { t } = useTranslation();
  const millions = DIASPORA_COVER.maximumBenefit / 1_000_000;

  return (
    <Box
      as="section"
      aria-labelledby="landing-heading"
      bg="navy.900"
      backgroundImage="radial-gradient(ellipse at 85% 20%, rgba(46, 196, 182, 0.18), transparent 55%), radial-gradient(ellipse at 0% 100%, rgba(242, 184, 75, 0.12), transparent 50%)"
      pt={{ base: '20', md: '24' }}
    >
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1.05fr 1fr' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
          pt={{ base: '6', md: '8', lg: '6' }}
          pb={{ base: '20', md: '24', lg: '28' }}
        >
          <Stack gap={{ base: '5', md: '6' }} align="flex-start" {...enter}>
            <HStack
              gap="2"
              px="3.5"
              py="1.5"
              rounded="full"
              bg="whiteAlpha.100"
              borderWidth="1px"
              borderColor="gold.400/40"
              color="gold.300"
              fontSize="sm"
              fontWeight="700"
              letterSpacing="0.01em"
            >
              <ShieldCheckIcon boxSize="4" aria-hidden="true" />
              <Text as="span">{t('landing.badge')}</Text>
            </HStack>

            <Heading
              as="h1"
              id="landing-heading"
              color="white"
              fontWeight="800"
              fontSize={{ base: '2.5rem', md: '3.5rem', xl: '4rem' }}
              lineHeight={{ base: '1.08', md: '1.04' }}
              letterSpacing="-0.03em"
              maxW="16ch"
              textWrap="balance"
              overflowWrap="break-word"
            >
              <Highlighted text={t('landing.heading')} />
            </Heading>

            <Text color="navy.100" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" maxW="34rem">
              {t('landing.description', { millions })}
            </Text>

            <Stack
              direction={{ base: 'column', sm: 'row' }}
              gap="4"
              align={{ base: 'stretch', sm: 'center' }}
              w={{ base: 'full', sm: 'auto' }}
              pt="2"
            >
              <Button
                asChild
                colorPalette="gold"
                size="xl"
                rounded="full"
                px="8"
                fontWeight="800"
                boxShadow="0 10px 30px -10px rgba(242, 184, 75, 0.6)"
                _hover={{ bg: 'gold.300', transform: 'translateY(-1px)' }}
                focusRingColor="white"
                focusRingOffset="3px"
              >
                <RouterLink to="/diaspora/policy">
                  {t('landing.registerNow')}
                  <ArrowRightIcon aria-hidden="true" />
                </RouterLink>
              </Button>
              <HStack gap="2" color="navy.200" fontSize="sm">
                <CheckIcon boxSize="4" color="teal.300" aria-hidden="true" />
                <Text>{t('landing.ctaNote')}</Text>
              </HStack>
            </Stack>
          </Stack>

          <Box {...enter} animationDelay="150ms">
            <Image
              src={heroIllustration}
              alt={t('landing.heroImageAlt')}
              w="full"
              maxW={{ base: '26rem', lg: '36rem' }}
              mx="auto"
              htmlWidth="560"
              htmlHeight="480"
            />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

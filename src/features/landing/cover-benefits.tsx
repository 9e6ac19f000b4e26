import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { DIASPORA_COVER } from '@/domain/cover';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { IconDisc } from './icon-disc';
import { ArrowRightIcon, ClockIcon, HeartIcon, PlaneIcon, UsersIcon } from './landing-icons';

/** The four benefits in the order shown; their words are `landing.benefits.items.<key>`. */
const BENEFITS = [
  { key: 'repatriation', Icon: PlaneIcon },
  { key: 'funeral', Icon: HeartIcon },
  { key: 'payment', Icon: ClockIcon },
  { key: 'family', Icon: UsersIcon },
] as const;

/** The cover's figures that the benefits' words name. */
const FIGURES = {
  repatriation: formatTsh(DIASPORA_COVER.repatriationBenefit),
  lumpSum: formatTsh(DIASPORA_COVER.funeralLumpSum),
  hours: DIASPORA_COVER.paymentWithinHours,
  minAge: DIASPORA_COVER.holderMinAge,
  maxAge: DIASPORA_COVER.holderMaxAge,
  childMaxAge: DIASPORA_COVER.childMaxAge,
};

export function CoverBenefits() {
  const { t } = useTranslation();
  const benefits = BENEFITS.map(({ key, Icon }) => ({
    key,
    icon: <Icon />,
    title: t(`landing.benefits.items.${key}.title`),
    body: t(`landing.benefits.items.${key}.body`, FIGURES),
  }));
  const steps = [
    { key: 'policy', title: t('landing.steps.policyTitle'), body: t('landing.steps.policyBody') },
    { key: 'details', title: t('landing.steps.detailsTitle'), body: t('landing.steps.detailsBody') },
    {
      key: 'declaration',
      title: t('landing.steps.declarationTitle'),
      body: t('landing.steps.declarationBody'),
    },
  ];

  return (
    <Container maxW="7xl" px={{ base: '5', md: '8' }} py={{ base: '14', md: '20' }}>
      <Stack as="section" aria-labelledby="benefits-heading" gap={{ base: '8', md: '10' }}>
        <Stack gap="3" maxW="2xl">
          <Heading
            as="h2"
            id="benefits-heading"
            fontSize={{ base: '2xl', md: '4xl' }}
            fontWeight="800"
            letterSpacing="-0.02em"
            color="navy.900"
          >
            {t('landing.benefits.heading')}
          </Heading>
          <Text color="ink.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('landing.benefits.intro')}
          </Text>
        </Stack>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, xl: 4 }}
          gap={{ base: '4', md: '5' }}
        >
          {benefits.map((item) => (
            <Stack
              as="li"
              key={item.key}
              gap="3"
              p="6"
              bg="white"
              rounded="2xl"
              borderWidth="1px"
              borderColor="navy.100"
              transition="box-shadow 0.2s, transform 0.2s"
              _hover={{
                boxShadow: '0 18px 40px -24px rgba(11, 31, 58, 0.45)',
                transform: 'translateY(-2px)',
              }}
              _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
            >
              <IconDisc
                boxSize="11"
                rounded="full"
                bg="gold.100"
                color="gold.800"
                css={{ '& svg': { width: '5', height: '5' } }}
              >
                {item.icon}
              </IconDisc>
              <Heading as="h3" fontSize="lg" fontWeight="700" color="navy.900">
                {item.title}
              </Heading>
              <Text color="ink.muted" fontSize="sm" lineHeight="tall">
                {item.body}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>

      <Box
        as="section"
        aria-labelledby="steps-heading"
        mt={{ base: '12', md: '16' }}
        bg="navy.900"
        color="white"
        rounded="3xl"
        px={{ base: '6', md: '10' }}
        py={{ base: '8', md: '10' }}
        backgroundImage="radial-gradient(circle at 100% 0%, rgba(46, 196, 182, 0.22), transparent 45%)"
      >
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="4"
          mb={{ base: '6', md: '8' }}
        >
          <Heading
            as="h2"
            id="steps-heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="800"
            letterSpacing="-0.01em"
          >
            {t('landing.steps.heading')}
          </Heading>
          <Button
            asChild
            variant="outline"
            colorPalette="gold"
            rounded="full"
            color="gold.300"
            borderColor="gold.400/60"
            _hover={{ bg: 'gold.400', color: 'navy.950', borderColor: 'gold.400' }}
            focusRingColor="white"
            focusRingOffset="3px"
          >
            <RouterLink to="/diaspora/policy">
              {t('landing.steps.cta')}
              <ArrowRightIcon aria-hidden="true" />
            </RouterLink>
          </Button>
        </Stack>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '6', md: '8' }}>
          {steps.map((step, index) => (
            <Flex as="li" key={step.key} gap="4" align="flex-start">
              <IconDisc boxSize="10" rounded="full" bg="gold.400" color="navy.950" fontWeight="800">
                {index + 1}
              </IconDisc>
              <Stack gap="1">
                <Heading as="h3" fontSize="md" fontWeight="700">
                  {step.title}
                </Heading>
                <Text color="navy.200" fontSize="sm" lineHeight="tall">
                  {step.body}
                </Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}

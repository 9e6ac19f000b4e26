import { Box, Container, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DIASPORA_COVER } from '@/domain/cover';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { IconDisc } from './icon-disc';
import { HeartIcon, UmbrellaIcon, UsersIcon, WalletIcon } from './landing-icons';

interface Figure {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
}

export function CoverFigures() {
  const { t } = useTranslation();
  const figures: Figure[] = [
    {
      key: 'premium',
      icon: <WalletIcon />,
      label: t('landing.figures.monthlyPremium'),
      value: formatTsh(DIASPORA_COVER.monthlyPremium),
      note: t('landing.figures.perMonth'),
    },
    {
      key: 'maximum',
      icon: <UmbrellaIcon />,
      label: t('landing.figures.maximumBenefit'),
      value: formatTsh(DIASPORA_COVER.maximumBenefit),
      note: t('landing.figures.maximumNote'),
    },
    {
      key: 'funeral',
      icon: <HeartIcon />,
      label: t('landing.figures.funeralLumpSum'),
      value: formatTsh(DIASPORA_COVER.funeralLumpSum),
      note: t('landing.figures.funeralNote'),
    },
    {
      key: 'family',
      icon: <UsersIcon />,
      label: t('landing.figures.familyLabel'),
      value: t('landing.figures.family', { count: DIASPORA_COVER.maxChildren }),
      note: t('landing.figures.familyNote', { count: DIASPORA_COVER.maxChildren }),
    },
  ];

  return (
    <Box as="section" aria-labelledby="cover-figures-heading" position="relative" zIndex="2">
      <Container maxW="7xl" px={{ base: '5', md: '8' }} mt={{ base: '-12', md: '-14' }}>
        <VisuallyHidden>
          <Heading as="h2" id="cover-figures-heading">
            {t('landing.figures.heading')}
          </Heading>
        </VisuallyHidden>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap={{ base: '3', md: '4' }}
          bg="white"
          rounded="2xl"
          p={{ base: '3', md: '4' }}
          borderWidth="1px"
          borderColor="navy.100"
          boxShadow="0 24px 48px -24px rgba(11, 31, 58, 0.35)"
        >
          {figures.map((figure) => (
            <Stack
              as="li"
              key={figure.key}
              direction={{ base: 'row', lg: 'column' }}
              gap={{ base: '4', lg: '3' }}
              p={{ base: '3', md: '4', lg: '5' }}
              align={{ base: 'center', lg: 'flex-start' }}
              borderColor="navy.100"
              borderLeftWidth={{ base: '0', lg: figure.key === 'premium' ? '0' : '1px' }}
              roundedLeft={{ base: 'xl', lg: '0' }}
            >
              <IconDisc
                boxSize={{ base: '12', lg: '11' }}
                rounded="xl"
                bg="teal.50"
                color="teal.700"
                css={{ '& svg': { width: '6', height: '6' } }}
              >
                {figure.icon}
              </IconDisc>
              <Stack gap="1" minW="0">
                <Text
                  fontSize="xs"
                  fontWeight="700"
                  textTransform="uppercase"
                  letterSpacing="0.08em"
                  color="ink.muted"
                >
                  {figure.label}
                </Text>
                <Box>
                  <Text
                    fontSize={{ base: 'xl', md: '2xl' }}
                    fontWeight="800"
                    color="navy.900"
                    letterSpacing="-0.02em"
                    lineHeight="short"
                  >
                    {figure.value}
                  </Text>
                  {figure.note ? (
                    <Text fontSize="sm" color="ink.muted" mt="0.5">
                      {figure.note}
                    </Text>
                  ) : null}
                </Box>
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

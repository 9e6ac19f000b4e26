import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { CoverBenefits } from './cover-benefits';
import { CoverFigures } from './cover-figures';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';

/** The public campaign page for the diaspora repatriation cover (SPEC §1). */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="canvas" position="relative">
      <title>{t('landing.documentTitle')}</title>
      <SkipNavLink>{t('landing.skipToContent')}</SkipNavLink>
      <LandingHeader />
      <Box as="main" flex="1">
        <SkipNavContent />
        <LandingHero />
        <CoverFigures />
        <CoverBenefits />
      </Box>
      <LandingFooter />
    </Box>
  );
}

import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

/** What shows while the next page's code and words arrive: on a phone abroad, a second or more. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <Center minH="60dvh" role="status">
      <Spinner size="lg" color="navy.solid" aria-hidden="true" />
      <VisuallyHidden>{t('ui.pagePending')}</VisuallyHidden>
    </Center>
  );
}

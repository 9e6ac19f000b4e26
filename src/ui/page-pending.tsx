import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What shows while the next page's code and words arrive: on a phone abroad, a second or more. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <Center minH="60dvh" role="status" data-page-pending="">
      <Spinner size="lg" color="navy.solid" aria-label={t('ui.pagePending')} />
    </Center>
  );
}

import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** Label and value pairs: side by side in a wide panel, stacked on a phone. */
export function Fields({ children }: { children: ReactNode }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: '9rem minmax(0, 1fr)' }}
      columnGap="4"
      rowGap={{ base: '0.5', sm: '2.5' }}
      fontSize="sm"
    >
      {children}
    </Box>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="ink.muted" pt={{ base: '2', sm: '0' }} _first={{ pt: '0' }}>
        {label}
      </Box>
      <Box as="dd" color="navy.900" fontWeight="medium" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** A field's stand-in when there is no value ('No policy', '—'): quieter than a value. */
export function MutedValue({ children }: { children: ReactNode }) {
  return (
    <Text as="span" color="ink.muted" fontWeight="normal" fontStyle="italic">
      {children}
    </Text>
  );
}

export function NoAttachment() {
  const { t } = useTranslation();
  return <MutedValue>{t('ui.details.noAttachment')}</MutedValue>;
}

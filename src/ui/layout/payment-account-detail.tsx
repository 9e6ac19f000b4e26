import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Field } from './detail-fields';

export interface PaymentAccountDetailProps {
  /** Null for a record registered before its account was asked. */
  accountNumber: string | null;
  /** The way to add or change it, for staff who may. */
  action?: ReactNode;
}

/**
 * The account a record's premiums are debited from; where it has none, said plainly, since no
 * premium of it reaches the debit file until one is added.
 */
export function PaymentAccountDetail({ accountNumber, action }: PaymentAccountDetailProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('ui.paymentAccount.label')}>
      {accountNumber ? (
        <HStack gap="3" wrap="wrap">
          <Text as="span" fontVariantNumeric="tabular-nums">
            {accountNumber}
          </Text>
          {action}
        </HStack>
      ) : (
        <Stack gap="2" align="flex-start">
          <Alert.Root status="warning" size="sm" variant="subtle">
            <Alert.Indicator />
            <Alert.Title fontWeight="medium">{t('ui.paymentAccount.missing')}</Alert.Title>
          </Alert.Root>
          {action}
        </Stack>
      )}
    </Field>
  );
}

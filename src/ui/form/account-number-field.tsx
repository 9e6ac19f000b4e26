import { useTranslation } from '@/i18n/use-translation';
import { InputField } from './input-fields';

/**
 * The bank account premiums are debited from (SPEC §5: 10 to 20 digits), named `accountNumber` in
 * its form, with its rule's message beside it.
 */
export function AccountNumberField() {
  const { t } = useTranslation();
  return (
    <InputField
      name="accountNumber"
      label={t('ui.paymentAccount.label')}
      required
      useSchemaMessage
      helperText={t('ui.paymentAccount.hint')}
      inputMode="numeric"
      autoComplete="off"
      size="lg"
    />
  );
}

import { LANGUAGE_NAMES } from '@/domain/language';
import { LETTER_LANGUAGES } from '@/domain/letter-language';
import { useTranslation } from '@/i18n/use-translation';
import { SelectField } from './input-fields';

/**
 * The language the bank writes to this customer in, chosen on the staff form: the customer's,
 * not the staff member's. Each language is named in itself.
 */
export function LetterLanguageField() {
  const { t } = useTranslation();
  return (
    <SelectField
      name="language"
      label={t('ui.person.fields.letterLanguage')}
      helperText={t('ui.person.fields.letterLanguageHint')}
      required
      options={LETTER_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
    />
  );
}

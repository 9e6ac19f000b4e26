import { LANGUAGE_NAMES } from '@/domain/language';
import { useTranslation } from '@/i18n/use-translation';
import { Field } from './detail-fields';

/** The language the bank writes to the record's customer in, named in itself. */
export function LetterLanguageDetail({ language }: { language: 'en' | 'sw' }) {
  const { t } = useTranslation();
  return (
    <Field label={t('ui.person.fields.letterLanguage')}>
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
    </Field>
  );
}

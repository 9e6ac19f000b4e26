import { capitalise } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';

/** A person's sex as stored ('male', 'FEMALE'), in the reader's language; an unknown value as it is. */
export function SexText({ value }: { value: string }) {
  const { t } = useTranslation();
  const key = value.toLowerCase();
  if (key === 'male' || key === 'female' || key === 'other') return <>{t(`ui.person.options.sex.${key}`)}</>;
  return <>{capitalise(value)}</>;
}

/** A marital status as stored, in the reader's language; an unknown value as it is. */
export function MaritalStatusText({ value }: { value: string }) {
  const { t } = useTranslation();
  const key = value.toLowerCase();
  if (key === 'married' || key === 'single') return <>{t(`ui.person.options.maritalStatus.${key}`)}</>;
  return <>{capitalise(value)}</>;
}

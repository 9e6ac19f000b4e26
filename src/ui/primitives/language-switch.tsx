import { Button, Group } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/i18n/index';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/language';

/**
 * English or Kiswahili, on a dark header: each language named in itself, the one shown pressed.
 * The choice is kept in this browser; `onChosen` lets a signed-in staff member keep it on their account.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<Language | null>(null);
  const choose = (language: Language) => {
    if (language === i18n.language) return;
    setPending(language);
    void chooseLanguage(language).finally(() => setPending(null));
    onChosen?.(language);
  };
  return (
    <Group attached role="group" aria-label={t('ui.language.label')} aria-busy={pending !== null}>
      {LANGUAGES.map((language) => {
        const shown = i18n.language === language;
        return (
          <Button
            key={language}
            lang={language}
            size="xs"
            variant={shown ? 'solid' : 'outline'}
            bg={shown ? 'whiteAlpha.900' : 'transparent'}
            color={shown ? 'navy.900' : 'white'}
            borderColor="whiteAlpha.600"
            _hover={{ bg: shown ? 'white' : 'whiteAlpha.200' }}
            aria-pressed={shown}
            loading={pending === language}
            onClick={() => choose(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        );
      })}
    </Group>
  );
}

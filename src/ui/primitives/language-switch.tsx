import { Button } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '@/domain/language';
import { chooseLanguage } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The other language, named in itself ('Kiswahili' on an English page, 'English' on a Kiswahili
 * one), on a dark header; one button, so it fits a phone's header beside the logos. The choice is
 * kept in this browser; `onChosen` keeps it on a signed-in staff member's account too.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void } = {}) {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const other: Language = i18n.language === 'sw' ? 'en' : 'sw';
  return (
    <Button
      lang={other}
      // The landing page is sent without the app: its own small script finds the switch by this.
      data-language-choice={other}
      size="xs"
      variant="outline"
      color="white"
      borderColor="whiteAlpha.600"
      _hover={{ bg: 'whiteAlpha.200' }}
      flexShrink={0}
      loading={pending}
      onClick={() => {
        setPending(true);
        void chooseLanguage(other).finally(() => setPending(false));
        onChosen?.(other);
      }}
    >
      <Languages aria-hidden size={14} />
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}

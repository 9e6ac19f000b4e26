import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

/** Marks a diaspora enrolment flagged as a possible duplicate of an existing record (staff screens only). */
export function PossibleDuplicateBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" colorPalette="red" flexShrink={0} alignSelf="start" whiteSpace="nowrap">
      {t('ui.possibleDuplicate.badge')}
    </Badge>
  );
}

import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { DiasporaDetail } from '@/api/diasporas';
import { useTranslation } from '@/i18n/use-translation';
import { PossibleDuplicateBadge } from '@/ui/primitives/possible-duplicate-badge';

/**
 * On a flagged enrolment's details: which existing records it may duplicate, and on what. The
 * public enrolment was answered as any other; this is where staff find out (DESIGN decision 14).
 */
export function PossibleDuplicateNotice({ detail }: { detail: DiasporaDetail }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (!detail.possibleDuplicate) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      rounded="xl"
      p="4"
    >
      <HStack justify="space-between" gap="2" mb="2">
        <Heading as="h3" id={headingId} fontSize="sm" fontWeight="semibold" color="red.800">
          {t('diasporas.details.duplicates.title')}
        </Heading>
        <PossibleDuplicateBadge />
      </HStack>
      <Stack gap="2" fontSize="sm">
        <Text>{t('diasporas.details.duplicates.body')}</Text>
        {detail.duplicates.length > 0 && (
          <Stack as="ul" gap="1" ps="4" listStyleType="disc">
            {detail.duplicates.map((match) => (
              <li key={`${match.kind}-${match.recordId}`}>
                {t('diasporas.details.duplicates.match', {
                  name: match.name,
                  kind: t(`diasporas.details.duplicates.kind.${match.kind}`),
                  status: t(`shell.status.${match.status}`),
                  fields: list.format(
                    match.matchedOn.map((field) => t(`diasporas.details.duplicates.field.${field}`)),
                  ),
                })}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

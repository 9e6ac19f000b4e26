import { Badge, Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { relationshipWord } from '@/domain/identity';
import { fullName } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields } from './detail-fields';
import { DetailSection } from './detail-section';

/** What the section shows of one next of kin. */
export interface NextOfKinEntry {
  nextOfKinId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  mobile: string;
  idNumber: string;
  /** 1 member, 2 spouse, 3 child, 4 parent, 5 parent-in-law. */
  relationship: number;
}

/** A customer's next of kin in a details panel: name, relationship, mobile and id number each. */
export function NextOfKinSection({ kin }: { kin: readonly NextOfKinEntry[] }) {
  const { t } = useTranslation();
  return (
    <DetailSection
      title={t('ui.details.nextOfKin.title')}
      aside={
        <Badge variant="subtle" colorPalette="navy" rounded="full">
          {t('ui.details.nextOfKin.count', { count: kin.length })}
        </Badge>
      }
    >
      {kin.length === 0 ? (
        <Text color="ink.muted" fontSize="sm">
          {t('ui.details.nextOfKin.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" separator={<Separator as="li" aria-hidden />}>
          {kin.map((entry) => (
            <NextOfKinItem key={entry.nextOfKinId} kin={entry} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function NextOfKinItem({ kin }: { kin: NextOfKinEntry }) {
  const { t } = useTranslation();
  const name = fullName(kin);
  const word = relationshipWord(kin.relationship);
  return (
    <Box as="li" py="3" _first={{ pt: '0' }} _last={{ pb: '0' }} aria-label={name}>
      <HStack justify="space-between" align="baseline" gap="2" mb="2">
        <Text fontWeight="semibold" color="navy.900" minW="0" overflowWrap="anywhere">
          {name}
        </Text>
        {word && (
          <Badge variant="outline" colorPalette="teal" flexShrink={0}>
            {t(`ui.person.options.relationship.${word}`)}
          </Badge>
        )}
      </HStack>
      <Fields>
        <Field label={t('ui.details.nextOfKin.mobile')}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {kin.mobile}
          </Text>
        </Field>
        <Field label={t('ui.details.nextOfKin.idNumber')}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {kin.idNumber}
          </Text>
        </Field>
      </Fields>
    </Box>
  );
}

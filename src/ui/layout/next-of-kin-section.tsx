import { Badge, Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { fullName } from '@/domain/names';
import { Field, Fields } from './detail-fields';
import { DetailSection } from './detail-section';

/** What the section shows of one next of kin. */
export interface NextOfKinEntry<R extends number = number> {
  nextOfKinId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  mobile: string;
  idNumber: string;
  /** 1 member, 2 spouse, 3 child, 4 parent, 5 parent-in-law. */
  relationship: R;
}

export interface NextOfKinSectionTexts<R extends number = number> {
  title: string;
  /** The badge beside the title, e.g. '2 recorded'. */
  count: (count: number) => string;
  none: string;
  mobile: string;
  idNumber: string;
  /** The label of a relationship code (1 member … 5 parent-in-law). */
  relationship: (relationship: R) => string;
}

/** A customer's next of kin in a details panel: name, relationship, mobile and id number each. */
export function NextOfKinSection<R extends number>({
  kin,
  texts,
}: {
  kin: readonly NextOfKinEntry<R>[];
  texts: NextOfKinSectionTexts<R>;
}) {
  return (
    <DetailSection
      title={texts.title}
      aside={
        <Badge variant="subtle" colorPalette="navy" rounded="full">
          {texts.count(kin.length)}
        </Badge>
      }
    >
      {kin.length === 0 ? (
        <Text color="ink.muted" fontSize="sm">
          {texts.none}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" separator={<Separator as="li" aria-hidden />}>
          {kin.map((entry) => (
            <NextOfKinItem key={entry.nextOfKinId} kin={entry} texts={texts} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function NextOfKinItem<R extends number>({
  kin,
  texts,
}: {
  kin: NextOfKinEntry<R>;
  texts: NextOfKinSectionTexts<R>;
}) {
  const name = fullName(kin);
  return (
    <Box as="li" py="3" _first={{ pt: '0' }} _last={{ pb: '0' }} aria-label={name}>
      <HStack justify="space-between" align="baseline" gap="2" mb="2">
        <Text fontWeight="semibold" color="navy.900" minW="0" overflowWrap="anywhere">
          {name}
        </Text>
        <Badge variant="outline" colorPalette="teal" flexShrink={0}>
          {texts.relationship(kin.relationship)}
        </Badge>
      </HStack>
      <Fields>
        <Field label={texts.mobile}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {kin.mobile}
          </Text>
        </Field>
        <Field label={texts.idNumber}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {kin.idNumber}
          </Text>
        </Field>
      </Fields>
    </Box>
  );
}

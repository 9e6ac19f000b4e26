import { Heading, SimpleGrid, Stack, type SystemStyleObject } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** Selects as tall as the large inputs next to them: comfortable touch targets. */
export const LARGE_CONTROLS: SystemStyleObject = {
  '& .chakra-native-select__root': { '--select-field-height': 'sizes.11' },
  '& .chakra-native-select__field': { textStyle: 'md', ps: '4' },
};

/** A titled group of fields: two columns on a desktop, one on a phone. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg" color="navy.900">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '5' }} css={LARGE_CONTROLS}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}

import { Box, Heading, HStack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A titled card in a details panel; `aside` sits at the end of the title row (a count, a total). */
export function DetailSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" rounded="xl" p="4">
      <HStack justify="space-between" mb="3" gap="2">
        <Heading
          as="h3"
          id={headingId}
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="ink.muted"
        >
          {title}
        </Heading>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}

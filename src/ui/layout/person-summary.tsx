import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PersonSummaryProps {
  /** The full name, for the avatar's initials. */
  fullName: string;
  /** The name as the list shows it. */
  name: string;
  email?: string | null;
  mobile: string;
  /** How the avatar lines up with the text. */
  align?: 'center' | 'start';
  /** More lines under the mobile. */
  children?: ReactNode;
}

/** A person in a list row: avatar, name, email and mobile. */
export function PersonSummary({
  fullName,
  name,
  email,
  mobile,
  align = 'center',
  children,
}: PersonSummaryProps) {
  return (
    <HStack gap="3" align={align} minW="0">
      <Avatar.Root size="sm" bg="navy.100" color="navy.800" flexShrink={0}>
        <Avatar.Fallback name={fullName} />
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" color="navy.900" truncate>
          {name}
        </Text>
        {email && (
          <Text fontSize="sm" color="ink.muted" truncate>
            {email}
          </Text>
        )}
        <Text fontSize="sm" color="ink.muted" fontVariantNumeric="tabular-nums">
          {mobile}
        </Text>
        {children}
      </Stack>
    </HStack>
  );
}

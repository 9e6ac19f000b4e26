import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';

import type { CoverStatus } from '@/domain/cover';

export interface DetailsHeaderProps {
  name: string;
  email?: string | null;
  status: CoverStatus;
  statusLabel: string;
}

/** The top of a customer's details panel: avatar, name, email and cover status. */
export function DetailsHeader({ name, email, status, statusLabel }: DetailsHeaderProps) {
  return (
    <HStack gap="4" align="center">
      <Avatar.Root size="xl" bg="navy.800" color="white">
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <Stack gap="1" minW="0">
        <Text fontSize="lg" fontWeight="bold" color="navy.900" lineHeight="short">
          {name}
        </Text>
        {email && (
          <Text color="ink.muted" fontSize="sm" overflowWrap="anywhere">
            {email}
          </Text>
        )}
        <HStack gap="2">
          <Badge colorPalette={status === 'covered' ? 'teal' : status === 'uncovered' ? 'red' : 'gold'}>
            {statusLabel}
          </Badge>
        </HStack>
      </Stack>
    </HStack>
  );
}

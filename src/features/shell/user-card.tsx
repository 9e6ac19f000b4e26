import { Avatar, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useApi } from '@/api/api-context';
import { call } from '@/api/client';
import type { StaffUser } from '@/domain/staff';
import { useTranslation } from '@/i18n/use-translation';
import { LanguageSwitch } from '@/ui/primitives/language-switch';

/** The signed-in user (SPEC §1: first name, last name and email) and the sign-out button. */
export function UserCard({
  user,
  onSignOut,
  signingOut,
}: {
  user: StaffUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const fullName = `${user.firstName} ${user.lastName}`;
  // Kept on the account, so the next sign-in on any machine opens in it; the switch itself has
  // already changed this screen, so a refusal costs only that memory.
  const keepOnAccount = (language: 'en' | 'sw') =>
    void call(api.PUT('/auth/me/language', { body: { language } }));
  return (
    <Stack gap="3" p="3" rounded="xl" bg="whiteAlpha.100" aria-label={t('shell.signedInAs')} role="group">
      <HStack gap="3" minW="0">
        <Avatar.Root size="sm" bg="gold.400" color="navy.900">
          <Avatar.Fallback name={fullName} />
        </Avatar.Root>
        <Box minW="0">
          <Text color="white" fontWeight="semibold" truncate>
            {fullName}
          </Text>
          <Text color="navy.100" fontSize="xs" truncate>
            {user.email}
          </Text>
        </Box>
      </HStack>
      <LanguageSwitch onChosen={keepOnAccount} />
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.400"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={onSignOut}
        loading={signingOut}
        loadingText={t('shell.signingOut')}
      >
        <LogOut aria-hidden size={16} />
        {t('shell.signOut')}
      </Button>
    </Stack>
  );
}

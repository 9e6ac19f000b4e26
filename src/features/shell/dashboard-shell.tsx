import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Image, Portal, Stack } from '@chakra-ui/react';
import type { authMachine } from '@machines/auth.machine';
import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Actor } from 'xstate';
import bankLogo from '@/assets/bank-logo.svg';
import { useTranslation } from '@/i18n/use-translation';

type AuthActor = Actor<typeof authMachine>;

import { SidebarMenu } from './sidebar-menu';
import { useSessionCheckOnReturn } from './use-session-check';
import { UserCard } from './user-card';

const SIDEBAR_WIDTH = '18rem';

function SidebarContent({ auth, pathname }: { auth: AuthActor; pathname: string }) {
  const { t } = useTranslation();
  const user = useSelector(auth, (s) => s.context.user);
  const signingOut = useSelector(auth, (s) => s.matches('signingOut'));
  if (!user) return null;
  return (
    <Flex direction="column" h="full" gap="6" p="4">
      <Flex align="center" gap="3" px="2" pt="2">
        <Image src={bankLogo} alt="" h="8" w="auto" />
        <Heading as="p" size="md" color="white" letterSpacing="tight">
          {t('shell.title')}
        </Heading>
      </Flex>
      <Box flex="1" overflowY="auto">
        <SidebarMenu user={user} pathname={pathname} />
      </Box>
      <UserCard user={user} signingOut={signingOut} onSignOut={() => auth.send({ type: 'signOut' })} />
    </Flex>
  );
}

/**
 * The dashboard frame (SPEC §2): a sidebar fixed at 18rem on large screens; on small screens
 * a top bar whose menu button opens the same sidebar in a slide-over panel.
 */
export function DashboardShell({ auth, children }: { auth: AuthActor; children: ReactNode }) {
  const { t } = useTranslation();
  useSessionCheckOnReturn();
  const { pathname, href } = useLocation();
  // The slide-over belongs to the page it was opened on: choosing another page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // The whole address: a menu entry that changes only the search (an approvals kind) closes it too.
  const menuOpen = openedOn === href;

  return (
    <Box minH="100dvh" bg="gray.50">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        position="fixed"
        insetY="0"
        insetStart="0"
        w={SIDEBAR_WIDTH}
        bg="navy.900"
      >
        <SidebarContent auth={auth} pathname={pathname} />
      </Box>

      <Flex
        as="header"
        display={{ base: 'flex', lg: 'none' }}
        position="sticky"
        top="0"
        zIndex="sticky"
        align="center"
        gap="3"
        px="4"
        h="14"
        bg="navy.900"
        color="white"
      >
        <Drawer.Root
          open={menuOpen}
          onOpenChange={(details) => setOpenedOn(details.open ? href : null)}
          placement="start"
        >
          <Drawer.Trigger asChild>
            <IconButton
              aria-label={t('shell.openMenu')}
              variant="ghost"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Menu aria-hidden />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content bg="navy.900" maxW={SIDEBAR_WIDTH} aria-label={t('shell.navigation')}>
                <Drawer.CloseTrigger asChild>
                  <CloseButton
                    aria-label={t('shell.closeMenu')}
                    color="white"
                    position="absolute"
                    top="3"
                    insetEnd="3"
                  />
                </Drawer.CloseTrigger>
                <Drawer.Body p="0">
                  <SidebarContent auth={auth} pathname={pathname} />
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Heading as="p" size="md">
          {t('shell.title')}
        </Heading>
      </Flex>

      <Box
        as="main"
        ms={{ base: '0', lg: SIDEBAR_WIDTH }}
        px={{ base: '4', md: '8' }}
        py={{ base: '5', md: '8' }}
      >
        <Stack gap="6" maxW="80rem" mx="auto">
          {children}
        </Stack>
      </Box>
    </Box>
  );
}

import {
  Badge,
  Box,
  Collapsible,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useRouteContext } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalsQuery, waitingCount } from '../../api/approvals';
import { canApproveAnything } from '../../domain/approvals';
import type { StaffUser } from '../../domain/staff';
import { isActive, MENU_ITEMS, type MenuItem, mayOpen } from './menu-items';

function MenuEntry({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  const active = isActive(item.pattern, pathname);
  const [open, setOpen] = useState(active);
  // A submenu follows the route: it opens on its area and closes when the route leaves it.
  useEffect(() => setOpen(active), [active]);
  const name = t(`shell.menu.${item.name}`);
  const Icon = item.icon;
  return (
    <Box as="li" listStyleType="none">
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <HStack
          gap="1"
          rounded="lg"
          bg={active ? 'whiteAlpha.200' : 'transparent'}
          color={active ? 'white' : 'navy.100'}
          _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
        >
          <Link
            asChild
            flex="1"
            px="3"
            py="2.5"
            color="inherit"
            fontWeight={active ? 'semibold' : 'medium'}
            textDecoration="none"
            _hover={{ textDecoration: 'none' }}
            focusRingColor="gold.300"
          >
            <RouterLink to={item.link} aria-current={active ? 'page' : undefined}>
              <Icon aria-hidden size={18} />
              <Text as="span">{name}</Text>
              {item.badge !== undefined && (
                <>
                  <Badge ms="auto" colorPalette="yellow" variant="solid" aria-hidden>
                    {item.badge}
                  </Badge>
                  <VisuallyHidden>{t('approvals.menuBadge', { count: Number(item.badge) })}</VisuallyHidden>
                </>
              )}
            </RouterLink>
          </Link>
          {item.submenu && (
            <Collapsible.Trigger asChild>
              <IconButton
                variant="ghost"
                size="sm"
                color="inherit"
                _hover={{ bg: 'whiteAlpha.200' }}
                _expanded={{ bg: 'transparent' }}
                _open={{ bg: 'transparent' }}
                aria-label={t(open ? 'shell.collapse' : 'shell.expand', { name })}
              >
                <ChevronDown
                  aria-hidden
                  style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
                />
              </IconButton>
            </Collapsible.Trigger>
          )}
        </HStack>
        {item.submenu && (
          <Collapsible.Content>
            <Stack as="ul" gap="0.5" ps="9" py="1">
              {item.submenu.map((sub) => {
                const current = isActive(sub.pattern, pathname);
                return (
                  <Box as="li" key={sub.link} listStyleType="none">
                    <Link
                      asChild
                      display="block"
                      px="3"
                      py="1.5"
                      rounded="md"
                      fontSize="sm"
                      color={current ? 'gold.300' : 'navy.100'}
                      fontWeight={current ? 'semibold' : 'normal'}
                      _hover={{ color: 'white', textDecoration: 'none' }}
                      focusRingColor="gold.300"
                    >
                      <RouterLink to={sub.link} aria-current={current ? 'page' : undefined}>
                        {t(`shell.status.${sub.status}`)}
                      </RouterLink>
                    </Link>
                  </Box>
                );
              })}
            </Stack>
          </Collapsible.Content>
        )}
      </Collapsible.Root>
    </Box>
  );
}

/** How many records and claims wait for the user's approval; undefined for a user who approves nothing. */
function useWaitingCount(user: StaffUser): number | undefined {
  const { api } = useRouteContext({ from: '/dashboard' });
  const { data } = useQuery({ ...approvalsQuery(api), enabled: canApproveAnything(user) });
  return data ? waitingCount(data) : undefined;
}

/** The menu, showing only the areas the user may read; the approvals entry carries the number waiting. */
export function SidebarMenu({ user, pathname }: { user: StaffUser; pathname: string }) {
  const { t } = useTranslation();
  const waiting = useWaitingCount(user);
  const items = MENU_ITEMS.filter((item) => mayOpen(user, item)).map((item) =>
    item.name === 'approvals' && waiting ? { ...item, badge: waiting } : item,
  );
  return (
    <Box as="nav" aria-label={t('shell.navigation')}>
      <Stack as="ul" gap="1" p="0" m="0">
        {items.map((item) => (
          <MenuEntry key={item.name} item={item} pathname={pathname} />
        ))}
      </Stack>
    </Box>
  );
}

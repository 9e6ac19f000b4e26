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
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useApi } from '@/api/api-context';
import { type ApprovalCounts, approvalCountsQuery } from '@/api/approvals';
import { canApproveAnything } from '@/domain/approvals';
import type { StaffUser } from '@/domain/staff';
import { useTranslation } from '@/i18n/use-translation';
import {
  isActive,
  isSubmenuActive,
  MENU_ITEMS,
  type MenuItem,
  mayOpen,
  type SubmenuItem,
  withApprovalCounts,
} from './menu-items';

/** A submenu line: a status tab, or a kind of approval with how many of it wait. */
function SubmenuEntry({ sub, current }: { sub: SubmenuItem; current: boolean }) {
  const { t } = useTranslation();
  const name =
    'status' in sub ? t(`shell.status.${sub.status}`) : t(`shell.approvalKinds.${sub.approvalKind}`);
  return (
    <Box as="li" listStyleType="none">
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        px="3"
        py="1.5"
        rounded="md"
        fontSize="sm"
        color={current ? 'gold.300' : 'navy.100'}
        fontWeight={current ? 'semibold' : 'normal'}
        _hover={{ color: 'white', textDecoration: 'none' }}
        focusRingColor="gold.300"
      >
        <RouterLink
          to={sub.link}
          {...('search' in sub ? { search: sub.search } : {})}
          aria-current={current ? 'page' : undefined}
        >
          <Text as="span">{name}</Text>
          {'badge' in sub && (
            <>
              <Badge
                ms="auto"
                size="sm"
                rounded="full"
                bg="whiteAlpha.200"
                color="inherit"
                aria-hidden
                fontVariantNumeric="tabular-nums"
              >
                {sub.badge}
              </Badge>
              <VisuallyHidden>{t('approvals.menuBadge', { count: sub.badge })}</VisuallyHidden>
            </>
          )}
        </RouterLink>
      </Link>
    </Box>
  );
}

function MenuEntry({
  item,
  pathname,
  searchKind,
}: {
  item: MenuItem;
  pathname: string;
  searchKind: unknown;
}) {
  const { t } = useTranslation();
  const active = isActive(item.pattern, pathname, item.exact);
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
            <RouterLink
              to={item.link}
              // The router marks a link to a parent path current below it too; the overview is not.
              activeOptions={{ exact: item.exact === true, includeSearch: false }}
              aria-current={active ? 'page' : undefined}
            >
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
              {item.submenu.map((sub) => (
                <SubmenuEntry
                  key={'status' in sub ? sub.status : sub.approvalKind}
                  sub={sub}
                  current={isSubmenuActive(sub, pathname, searchKind)}
                />
              ))}
            </Stack>
          </Collapsible.Content>
        )}
      </Collapsible.Root>
    </Box>
  );
}

/** How many wait per kind for the user's approval; undefined for a user who approves nothing. */
function useApprovalCounts(user: StaffUser): ApprovalCounts | undefined {
  const api = useApi();
  const { data } = useQuery({ ...approvalCountsQuery(api), enabled: canApproveAnything(user) });
  return data;
}

/**
 * The menu, showing only the areas the user may read; the approvals entry carries the number
 * waiting, and its submenu the number per kind.
 */
export function SidebarMenu({ user, pathname }: { user: StaffUser; pathname: string }) {
  const { t } = useTranslation();
  const counts = useApprovalCounts(user);
  const searchKind = useLocation({ select: (location) => (location.search as { kind?: unknown }).kind });
  const items = MENU_ITEMS.filter((item) => mayOpen(user, item)).map((item) =>
    item.name === 'approvals' && counts ? withApprovalCounts(item, counts) : item,
  );
  return (
    <Box as="nav" aria-label={t('shell.navigation')}>
      <Stack as="ul" gap="1" p="0" m="0">
        {items.map((item) => (
          <MenuEntry key={item.name} item={item} pathname={pathname} searchKind={searchKind} />
        ))}
      </Stack>
    </Box>
  );
}

import { Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { COVER_STATUSES } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { tabLinkStyle } from '@/ui/primitives/tab-link';

/** A customer area's heading with its cover-status tabs (SPEC §2), the list below. */
export function AreaFrame({
  title,
  basePath,
  hideTabs = false,
  children,
}: {
  title: string;
  basePath: string;
  hideTabs?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" color="navy.900">
        {title}
      </Heading>
      {!hideTabs && (
        <HStack
          as="nav"
          aria-label={t('shell.status.label')}
          gap="1"
          borderBottomWidth="1px"
          overflowX="auto"
        >
          {COVER_STATUSES.map((status) => {
            const href = `${basePath}/${status}`;
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <Link asChild key={status} px="4" {...tabLinkStyle(current)}>
                <RouterLink to={href} aria-current={current ? 'page' : undefined}>
                  {t(`shell.status.${status}`)}
                </RouterLink>
              </Link>
            );
          })}
        </HStack>
      )}
      {children}
    </Stack>
  );
}

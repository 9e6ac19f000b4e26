import { Badge, Button, Flex, Spacer } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../ui/search-box';

/** Where staff register a diaspora customer: the onboarding flow in the dashboard (SPEC §2). */
export const NEW_DIASPORA_PATH = '/dashboard/customers/diasporas/new';

export interface DiasporaToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of customers matching, once known. */
  totalCount: number | undefined;
  canCreate: boolean;
}

/** Search box, total count and the create link above the list. */
export function DiasporaToolbar({ search, onSearch, totalCount, canCreate }: DiasporaToolbarProps) {
  const { t } = useTranslation();
  const router = useRouter();

  // A real link (open in a new tab works), followed inside the app on a plain click.
  const openCreate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: NEW_DIASPORA_PATH });
  };

  return (
    <Flex gap="3" align="center" wrap="wrap">
      <SearchBox
        value={search}
        onSearch={onSearch}
        label={t('diasporas.list.searchLabel')}
        placeholder={t('diasporas.list.searchPlaceholder')}
        clearLabel={t('diasporas.list.clearSearch')}
        flex={{ base: '1 1 100%', sm: '1 1 18rem' }}
        maxW={{ sm: '26rem' }}
      />
      {totalCount !== undefined && (
        <Badge
          size="lg"
          variant="subtle"
          colorPalette="navy"
          rounded="full"
          px="3"
          flexShrink={0}
          fontVariantNumeric="tabular-nums"
        >
          {t('diasporas.list.total', { count: totalCount })}
        </Badge>
      )}
      <Spacer />
      {canCreate && (
        <Button asChild colorPalette="navy" size="md" flexShrink={0}>
          <a href={NEW_DIASPORA_PATH} onClick={openCreate}>
            <UserPlus aria-hidden size={18} />
            {t('diasporas.list.create')}
          </a>
        </Button>
      )}
    </Flex>
  );
}

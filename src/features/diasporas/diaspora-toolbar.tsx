import { Badge, Button, Flex, Spacer } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../ui/search-box';

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
          {/* The staff onboarding flow (SPEC §2). */}
          <Link to="/dashboard/customers/diasporas/new">
            <UserPlus aria-hidden size={18} />
            {t('diasporas.list.create')}
          </Link>
        </Button>
      )}
    </Flex>
  );
}

import { Badge, Button, Flex, Spacer } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../ui/search-box';

export interface IndividualToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of customers matching, once known. */
  totalCount: number | undefined;
  /** Whether the user may register an individual (`customers.create`). */
  canCreate: boolean;
}

/** Search box, total count and the 'Add individual' link above the list. */
export function IndividualToolbar({ search, onSearch, totalCount, canCreate }: IndividualToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <SearchBox
        value={search}
        onSearch={onSearch}
        label={t('individuals.list.searchLabel')}
        placeholder={t('individuals.list.searchPlaceholder')}
        clearLabel={t('individuals.list.clearSearch')}
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
          {t('individuals.list.total', { count: totalCount })}
        </Badge>
      )}
      <Spacer />
      {canCreate && (
        <Button asChild colorPalette="navy" size="md" flexShrink={0}>
          {/* The registration wizard's first step (SPEC §2). */}
          <Link to="/dashboard/customers/individuals/new/basic-details">
            <UserPlus aria-hidden size={18} />
            {t('individuals.list.create')}
          </Link>
        </Button>
      )}
    </Flex>
  );
}

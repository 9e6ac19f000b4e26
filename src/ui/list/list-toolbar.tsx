import { Badge, Button, Flex, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchBox } from './search-box';

export interface ListToolbarTexts {
  searchLabel: string;
  searchPlaceholder: string;
  clearSearch: string;
  /** The badge text for a count, e.g. '12 total'. */
  total: (count: number) => string;
}

export interface ListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The number of rows matching, once known. */
  totalCount: number | undefined;
  texts: ListToolbarTexts;
  /** A router `<Link>` (icon and label inside) shown as the primary button; absent when not allowed. */
  createLink?: ReactNode;
  /** Further buttons before the create link, e.g. an export. */
  actions?: ReactNode;
}

/** Search box, total count and the create link above a list. */
export function ListToolbar({ search, onSearch, totalCount, texts, createLink, actions }: ListToolbarProps) {
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <SearchBox
        value={search}
        onSearch={onSearch}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        clearLabel={texts.clearSearch}
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
          {texts.total(totalCount)}
        </Badge>
      )}
      <Spacer />
      {actions}
      {createLink && (
        <Button asChild colorPalette="navy" size="md" flexShrink={0}>
          {createLink}
        </Button>
      )}
    </Flex>
  );
}

import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; 0 (an empty list) reads as one page. */
  totalPages: number;
  /** When a search was counted only so far: `totalPages` means "at least". */
  open?: boolean | undefined;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next under a list. */
export function Pagination({ page, totalPages, open, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  return (
    <HStack as="nav" aria-label={t('ui.pagination.label')} justify="space-between" gap="3" py="3">
      <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeft aria-hidden />
        {t('ui.pagination.previous')}
      </Button>
      <Text fontSize="sm" color="ink.muted" aria-live="polite">
        {open
          ? t('ui.pagination.pageOfAtLeast', { page: current, total })
          : t('ui.pagination.pageOf', { page: current, total })}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={current >= total}
        onClick={() => onPageChange(current + 1)}
      >
        {t('ui.pagination.next')}
        <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}

import { Skeleton, Table } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export interface TableSkeletonProps {
  /** 11 by default (SPEC §9). */
  rows?: number;
  /** 6 by default (SPEC §9). */
  columns?: number;
}

/** Placeholder rows while a list loads. */
export function TableSkeleton({ rows = 11, columns = 6 }: TableSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Table.Root aria-label={t('ui.skeleton.loading')} aria-busy="true" size="sm">
      <Table.Body>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position
          <Table.Row key={row}>
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing but their position
              <Table.Cell key={column}>
                <Skeleton height="4" />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

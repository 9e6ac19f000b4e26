import type { ReactNode } from 'react';
import { TableFrame } from './card-table';
import { Pagination } from './pagination';
import { TableSkeleton } from './table-skeleton';

export interface PagedListBodyProps {
  /** The rows' table, when the page has rows. */
  table?: ReactNode;
  /** When the page came back without rows. */
  empty?: ReactNode;
  /** When the list could not be read and there is nothing to show. */
  failed?: ReactNode;
  page: number;
  totalPages: number;
  /** When a search was counted only so far: more pages than `totalPages` may follow. */
  open?: boolean | undefined;
  onPageChange: (page: number) => void;
}

/** Under a list's toolbar: the rows and paging, else the empty or failed state, else a skeleton. */
export function PagedListBody({
  table,
  empty,
  failed,
  page,
  totalPages,
  open,
  onPageChange,
}: PagedListBodyProps) {
  if (table) {
    return (
      <>
        <TableFrame>{table}</TableFrame>
        <Pagination page={page} totalPages={totalPages} open={open} onPageChange={onPageChange} />
      </>
    );
  }
  if (empty) return empty;
  if (failed) return failed;
  return (
    <TableFrame>
      <TableSkeleton rows={11} columns={6} />
    </TableFrame>
  );
}

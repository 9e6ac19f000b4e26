import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { TableSkeleton } from '@/ui/list/table-skeleton';

describe('table skeleton', () => {
  it('shows 11 rows of 6 cells by default, marked as loading', () => {
    render(
      <AppProviders>
        <TableSkeleton />
      </AppProviders>,
    );
    const table = screen.getByRole('table', { name: 'Loading...' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(6);
  });

  it('takes other sizes', () => {
    render(
      <AppProviders>
        <TableSkeleton rows={5} columns={3} />
      </AppProviders>,
    );
    expect(screen.getAllByRole('cell')).toHaveLength(15);
  });
});

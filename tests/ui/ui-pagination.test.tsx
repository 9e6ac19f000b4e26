import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { Pagination } from '@/ui/list/pagination';

function renderPagination(page: number, totalPages: number) {
  const onPageChange = vi.fn();
  render(
    <AppProviders>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </AppProviders>,
  );
  return {
    onPageChange,
    previous: screen.getByRole('button', { name: 'Previous' }),
    next: screen.getByRole('button', { name: 'Next' }),
  };
}

describe('pagination', () => {
  it("reads 'Page 2 of 5' and moves one page either way", async () => {
    const user = userEvent.setup();
    const { onPageChange, previous, next } = renderPagination(2, 5);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 5');
    await user.click(previous);
    await user.click(next);
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page', () => {
    const { previous, next } = renderPagination(1, 5);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('disables Next on the last page', () => {
    const { previous, next } = renderPagination(5, 5);
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
  });

  it("reads 'Page 1 of 1' with both disabled when there are no pages", () => {
    const { previous, next } = renderPagination(1, 0);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeDisabled();
  });
});

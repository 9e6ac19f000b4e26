import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

/**
 * A search with more matches than the server counts (the contract's `totalCountCapped`) reads
 * "1,000+ total" and "Page 100 of 101+", and Next still leads on past the count.
 */
afterEach(() => localStorage.clear());

const row = (n: number) => ({
  diasporaId: `5b1f0d8e-2c4a-4f7e-9d3b-${String(n).padStart(12, '0')}`,
  firstName: `Bahati${n}`,
  middleName: null,
  lastName: 'Kapwani',
  email: `bahati${n}@example.ae`,
  mobile: '+971 50 765 4321',
  sex: 'female',
  accountNumber: '0150123456789',
  status: 'covered',
  beneficiaryCount: 1,
  totalClaim: 0,
  createdAt: '2026-03-05T09:30:00.000Z',
  expiryAt: null,
  possibleDuplicate: false,
});

describe('a search counted only so far', () => {
  it('says "1,000+" and offers the page after the count', async () => {
    const api = new FakeApi();
    storeSession();
    const app = renderApp('/dashboard/customers/diasporas/covered?search=kapwani&page=100', {
      fetch: api.fetch,
    });
    await api.respond('GET', '/auth/me', 200, { data: STAFF });
    await api.respond('GET', '/diasporas', 200, {
      data: Array.from({ length: 10 }, (_, n) => row(n)),
      pagination: {
        totalCount: 1000,
        totalPages: 101,
        currentPage: 100,
        perPage: 10,
        totalCountCapped: true,
      },
    });
    expect(await screen.findByText('1,000+ total')).toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(paging).toHaveTextContent('Page 100 of 101+');
    await userEvent.setup().click(within(paging).getByRole('button', { name: 'Next' }));
    expect(app.router.state.location.search).toMatchObject({ page: 101, search: 'kapwani' });
  });
});

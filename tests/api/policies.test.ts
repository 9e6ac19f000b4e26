import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIASPORA_COVER } from '../../src/domain/cover';
import { expectErrorBody, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query: string) =>
  server.request({ method: 'GET', url: `/api/v1/policies?${query}`, headers: server.as('viewer') });

describe('policies', () => {
  it('seeds the diaspora repatriation cover with the figures of the product', async () => {
    const { policies } = (await list('keyword=diaspora')).json();
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      name: 'Diaspora Repatriation Cover',
      kind: 'diaspora',
      premium: 25_000,
      annualPremium: 300_000,
      maximumBenefit: 50_000_000,
      funeralLumpSum: 5_000_000,
    });
    expect(policies[0].premium).toBe(DIASPORA_COVER.monthlyPremium);
    expect(policies[0].terms.split('\n')).toHaveLength(13);
  });

  it('pages by page size, ten by default', async () => {
    const all = (await list('')).json();
    expect(all.pagination).toMatchObject({ currentPage: 1, perPage: 10, totalCount: 4, totalPages: 1 });
    const page = (await list('pageSize=3&currentPage=2')).json();
    expect(page.policies).toHaveLength(1);
    expect(page.pagination).toEqual({ totalCount: 4, totalPages: 2, currentPage: 2, perPage: 3 });
  });

  it('filters by product line', async () => {
    const { policies } = (await list('kind=group')).json();
    expect(policies.map((p: { name: string }) => p.name)).toEqual(['Group Life Cover (VICOBA)']);
    expectErrorBody(await list('kind=motor'), 400);
  });

  it('validates paging and needs a staff token', async () => {
    expectErrorBody(await list('pageSize=0'), 400);
    expectErrorBody(await server.request({ method: 'GET', url: '/api/v1/policies' }), 401);
  });
});

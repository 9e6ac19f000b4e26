/** What the claim journeys read of a demo diaspora. */
export interface ClaimableDiaspora {
  diasporaId: string;
  firstName: string;
  lastName: string;
}

interface DiasporaDetail extends ClaimableDiaspora {
  claims: unknown[];
  cover: { waitingPeriodEnd: string | null };
}

/**
 * A covered demo diaspora with no claims yet whose waiting period ended before `eventDate`, so a
 * claim for an event on that day passes the waiting-period rule. The demo dates follow the clock:
 * a cover whose waiting period ended yesterday must not be picked for an event three days ago.
 * `from: 'last'` takes the last such, to stay clear of another journey that takes the first.
 */
export async function claimableDiaspora(
  api: string,
  token: string,
  eventDate: string,
  from: 'first' | 'last' = 'first',
): Promise<ClaimableDiaspora> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${api}/diasporas?status=covered&perPage=100`, { headers })).json()) as {
    data: { diasporaId: string }[];
  };
  const rows = from === 'first' ? list.data : [...list.data].reverse();
  for (const row of rows) {
    const response = await fetch(`${api}/diasporas/${row.diasporaId}`, { headers });
    const { data } = (await response.json()) as { data: DiasporaDetail };
    const ended = data.cover.waitingPeriodEnd;
    if (data.claims.length === 0 && ended && ended < eventDate) return data;
  }
  throw new Error(`The demo data has no covered diaspora whose waiting period ended before ${eventDate}`);
}

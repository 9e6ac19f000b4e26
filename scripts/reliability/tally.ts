/** Counts of equal values, as "3 × 201, 2 × no answer", in order of first appearance. */
export const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n} × ${value}`).join(', ');
};

/** What a cluster scenario prints (figures) and what it found broken (problems). */
export interface Report {
  figure(text: string): void;
  expect(ok: boolean, problem: string): void;
}

export const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n} × ${value}`).join(', ');
};

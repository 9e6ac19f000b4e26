/** What a cluster scenario prints (figures) and what it found broken (problems). */
export interface Report {
  figure(text: string): void;
  expect(ok: boolean, problem: string): void;
}

/** One line of the bench's table. Timings are reported against their targets, never asserted. */
export type Verdict = 'PASS' | 'MISS' | '';

export interface Row {
  section: string;
  figure: string;
  p50?: number | undefined;
  p99?: number | undefined;
  rps?: number | undefined;
  errors?: number | undefined;
  /** A figure that is not a latency: rows per second, megabytes, seconds, kilobytes, scores. */
  value?: string | undefined;
  target?: string | undefined;
  verdict?: Verdict | undefined;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'MISS');
export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

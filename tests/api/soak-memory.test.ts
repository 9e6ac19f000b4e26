import { describe, expect, it } from 'vitest';
import { memoryTrend, type RssSample } from '../../scripts/reliability/memory';

/** RSS samples every 2 s, as the soak takes them. */
const every2s = (mbs: number[]): RssSample[] => mbs.map((mb, i) => ({ at: i * 2, mb }));

/** A saw-tooth: ramps of `length` samples from `low`, each `step` MB higher, then a drop. */
function sawTooth(teeth: number, length: number, low: number, rise: number, leakPerTooth: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < teeth; t++) {
    for (let i = 0; i < length; i++) out.push(low + t * leakPerTooth + (rise * i) / (length - 1));
  }
  return out;
}

describe('the soak test memory verdict', () => {
  it('passes a CI run whose floors rose under steady peaks', () => {
    const ci = every2s([
      208, 227, 242, 252, 253, 254, 260, 260, 260, 274, 293, 278, 236, 236, 247, 240, 241, 241, 241, 257, 277,
      298, 259, 257, 257, 257, 270, 291, 264, 267, 267, 267,
    ]);
    const verdict = memoryTrend(ci);
    expect(verdict.reason).toContain('floors 236 MB → 257 MB → 264 MB');
    expect(verdict.growing).toBe(false);
  });

  it('passes a steady saw-tooth and a flat line', () => {
    expect(memoryTrend(every2s(sawTooth(4, 8, 220, 60, 0))).growing).toBe(false);
    expect(memoryTrend(every2s(Array.from({ length: 30 }, (_, i) => 200 + (i % 3))))).toMatchObject({
      growing: false,
    });
  });

  it('fails a leak that lifts floors and peaks alike', () => {
    const leak = memoryTrend(every2s(sawTooth(4, 8, 220, 60, 35)));
    expect(leak.growing).toBe(true);
  });

  it('fails a steady climb with no collection to come back down', () => {
    expect(memoryTrend(every2s(Array.from({ length: 30 }, (_, i) => 200 + i * 2)))).toMatchObject({
      growing: true,
    });
  });
});

import fs from 'node:fs';

export interface RssSample {
  /** Seconds since sampling began. */
  at: number;
  mb: number;
}

/** Resident memory of a process now and at its highest, in MB, from Linux's /proc; undefined once it has gone. */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB; undefined once the process has gone. */
export const rssOf = (pid: number): number | undefined => memoryOf(pid)?.rss;

/** Samples a process's RSS every `everyMs` until stopped. */
export function sampleRss(pid: number, everyMs: number): { stop(): RssSample[] } {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    const mb = rssOf(pid);
    if (mb !== undefined) samples.push({ at: (performance.now() - started) / 1000, mb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/**
 * The first third of a run is warm-up: the JIT, connection pools, caches and the database's
 * buffer pool settle there, and the RSS rises for good reasons. After it, a steady server's RSS
 * is a saw-tooth: V8 grows the heap until a full collection gives memory back (every 20-40 s
 * under this load, by up to ~100 MB). A leak shows in the floors the collections come back to:
 * they keep rising. So, over the last two thirds:
 * - with two or more collections (drops of DROP_MB or more), memory keeps growing when the last
 *   floor stands above the first by more than the allowance and the peak before it stands above
 *   the first floor's peak by more than half of it: a leak lifts the whole saw-tooth, while V8
 *   settling its heap size can lift the floors under steady peaks (seen in CI: floors 236 → 257
 *   → 264 MB under peaks of 293, 298 and 291 MB);
 * - with fewer, the floors cannot be told from the ramp, and memory keeps growing only when the
 *   last third never comes back down to the highest RSS before it (a ramp that follows a
 *   collection starts below the peak that collection ended) and a least-squares line through the
 *   last two thirds rises by more than the allowance.
 * The allowance is GROWTH_SHARE of the RSS at the window's start, at least GROWTH_FLOOR_MB, so
 * that allocator noise on a flat process never fails a run. A 60-second run catches leaks of tens
 * of MB a minute; a slower one needs a longer --duration.
 */
const GROWTH_SHARE = 0.1;
const GROWTH_FLOOR_MB = 24;
const DROP_MB = 8;

export interface MemoryVerdict {
  growing: boolean;
  /** How the verdict was reached, with its figures. */
  reason: string;
  slopeMbPerMinute: number;
  windowSeconds: number;
}

/** Least-squares slope in MB per second and the fitted RSS at the first sample. */
function leastSquares(samples: RssSample[]): { slope: number; startMb: number } {
  const n = Math.max(samples.length, 1);
  const meanAt = samples.reduce((sum, s) => sum + s.at, 0) / n;
  const meanMb = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  const spread = samples.reduce((sum, s) => sum + (s.at - meanAt) ** 2, 0);
  const slope =
    spread > 0 ? samples.reduce((sum, s) => sum + (s.at - meanAt) * (s.mb - meanMb), 0) / spread : 0;
  return { slope, startMb: meanMb + slope * ((samples[0]?.at ?? 0) - meanAt) };
}

export function memoryTrend(samples: RssSample[]): MemoryVerdict {
  const end = samples.at(-1)?.at ?? 0;
  const skipped = samples.findIndex((s) => s.at >= end / 3);
  const window = samples.slice(Math.max(skipped, 0));
  const windowSeconds = end - (window[0]?.at ?? 0);
  const { slope, startMb } = leastSquares(window);
  const allowed = Math.max(GROWTH_SHARE * startMb, GROWTH_FLOOR_MB);
  const mb = (n: number) => `${n.toFixed(0)} MB`;

  // A floor: the lowest point after a drop, before the RSS climbs again; one per valley.
  const floors: number[] = [];
  /** The highest RSS just before each floor's drop. */
  const peaks: number[] = [];
  let lastFloorAt = Number.NEGATIVE_INFINITY;
  for (let i = 1; i < window.length; i++) {
    const here = window[i]?.mb ?? 0;
    const before = window[i - 1]?.mb ?? 0;
    const after = window[i + 1]?.mb ?? Number.POSITIVE_INFINITY;
    const dropStart = Math.max(...window.slice(Math.max(0, i - 3), i).map((s) => s.mb));
    // The top the drop came from, looked for before the window too: a first drop can start there.
    const at = Math.max(skipped, 0) + i;
    const peak = Math.max(...samples.slice(Math.max(0, at - 4), at).map((s) => s.mb));
    if (here >= before || here > after || dropStart - here < DROP_MB) continue;
    if (i - lastFloorAt <= 2) {
      floors[floors.length - 1] = Math.min(floors.at(-1) ?? here, here);
      peaks[peaks.length - 1] = Math.max(peaks.at(-1) ?? peak, peak);
    } else {
      floors.push(here);
      peaks.push(peak);
    }
    lastFloorAt = i;
  }
  const first = floors[0];
  const last = floors.at(-1);
  const firstPeak = peaks[0];
  const lastPeak = peaks.at(-1);
  if (
    floors.length >= 2 &&
    first !== undefined &&
    last !== undefined &&
    firstPeak !== undefined &&
    lastPeak !== undefined
  ) {
    return {
      growing: last - first > allowed && lastPeak - firstPeak > allowed / 2,
      reason:
        `${floors.length} collections; floors ${floors.map(mb).join(' → ')} (allowed rise ${mb(allowed)}), ` +
        `peaks before them ${peaks.map(mb).join(' → ')} (allowed rise ${mb(allowed / 2)})`,
      slopeMbPerMinute: slope * 60,
      windowSeconds,
    };
  }
  const priorHigh = Math.max(...samples.filter((s) => s.at < (2 * end) / 3).map((s) => s.mb));
  const lastLow = Math.min(...window.filter((s) => s.at >= (2 * end) / 3).map((s) => s.mb));
  const rise = slope * windowSeconds;
  return {
    growing: lastLow > priorHigh && rise > allowed,
    reason:
      `${floors.length} collection(s); last third's low ${mb(lastLow)} vs the highest before it ${mb(priorHigh)}, ` +
      `fitted rise ${mb(rise)} (allowed ${mb(allowed)})`,
    slopeMbPerMinute: slope * 60,
    windowSeconds,
  };
}

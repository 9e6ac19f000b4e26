import fs from 'node:fs';

export interface RssSample {
  /** Seconds since sampling began. */
  at: number;
  mb: number;
}

/** Resident memory of a process in MB, from Linux's /proc; undefined once the process has gone. */
export function rssOf(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

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
 * under this load, by up to ~100 MB), while a leak keeps climbing through the collections.
 * Memory "keeps growing" when both hold:
 * - the last third never comes back down to the highest RSS of the middle third (a saw-tooth
 *   that collects at least once in those 40 seconds comes back below it), and
 * - a least-squares line through the last two thirds rises by more than GROWTH_SHARE of the
 *   RSS at their start and more than GROWTH_FLOOR_MB (a flat process that creeps up by a few
 *   MB of allocator noise does not fail).
 * So a 60-second run catches a leak of the order of the saw-tooth (tens of MB a minute); a
 * slower one needs a longer --duration.
 */
const GROWTH_SHARE = 0.1;
const GROWTH_FLOOR_MB = 24;

export interface MemoryVerdict {
  growing: boolean;
  /** The fitted rise over the two thirds after warm-up, in MB. */
  riseMb: number;
  allowedMb: number;
  slopeMbPerMinute: number;
  windowSeconds: number;
  /** Lowest RSS of the last third and highest of the middle third, in MB. */
  lastThirdLowMb: number;
  middleThirdHighMb: number;
}

export function memoryTrend(samples: RssSample[]): MemoryVerdict {
  const end = samples.at(-1)?.at ?? 0;
  const window = samples.filter((s) => s.at >= end / 3);
  const middle = window.filter((s) => s.at < (2 * end) / 3).map((s) => s.mb);
  const last = window.filter((s) => s.at >= (2 * end) / 3).map((s) => s.mb);
  const n = window.length;
  const meanAt = window.reduce((sum, s) => sum + s.at, 0) / Math.max(n, 1);
  const meanMb = window.reduce((sum, s) => sum + s.mb, 0) / Math.max(n, 1);
  const spread = window.reduce((sum, s) => sum + (s.at - meanAt) ** 2, 0);
  const slope =
    spread > 0 ? window.reduce((sum, s) => sum + (s.at - meanAt) * (s.mb - meanMb), 0) / spread : 0;
  const first = window[0]?.at ?? 0;
  const windowSeconds = end - first;
  const riseMb = slope * windowSeconds;
  const startMb = meanMb + slope * (first - meanAt);
  const allowedMb = Math.max(GROWTH_SHARE * startMb, GROWTH_FLOOR_MB);
  const lastThirdLowMb = Math.min(...last);
  const middleThirdHighMb = Math.max(...middle);
  return {
    growing: lastThirdLowMb > middleThirdHighMb && riseMb > allowedMb,
    riseMb,
    allowedMb,
    slopeMbPerMinute: slope * 60,
    windowSeconds,
    lastThirdLowMb,
    middleThirdHighMb,
  };
}

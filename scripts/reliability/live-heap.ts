import fs from 'node:fs';
import path from 'node:path';

/** Memory a process still holds after a full collection, in bytes (`process.memoryUsage()`). */
export interface LiveHeap {
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  rss: number;
}

/** Node flags that load the heap probe; the process also needs HEAP_PROBE_FILE in its environment. */
export const HEAP_PROBE_FLAGS = ['--expose-gc', '--import', path.join(import.meta.dirname, 'heap-probe.ts')];

const ANSWER_LIMIT_MS = 15_000;

const readings = (file: string): LiveHeap[] =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LiveHeap)
    : [];

/** Asks the probe in process `pid` for a full collection and returns what is still in use. */
export async function liveHeapOf(pid: number, file: string): Promise<LiveHeap> {
  const before = readings(file).length;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + ANSWER_LIMIT_MS;
  for (;;) {
    const now = readings(file);
    const answer = now[before];
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`The heap probe in process ${pid} did not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A steady server, idle after a warm-up and idle again after the soak, holds about the same live
 * heap: whatever the soak's requests left behind is what grew. The allowance covers code the JIT
 * compiled late and caches that fill to their bound: GROWTH_SHARE of the first reading, at least
 * GROWTH_FLOOR_MB. A minute of the soak's load is some 37,000 requests, so keeping about 230 bytes
 * of each fails it (a 420-byte string kept per request grew the heap by 11.6 MB).
 */
const GROWTH_SHARE = 0.1;
const GROWTH_FLOOR_MB = 8;

export interface HeapVerdict {
  growing: boolean;
  reason: string;
}

const MB = 1024 * 1024;

export function heapVerdict(afterWarmUp: LiveHeap, afterSoak: LiveHeap): HeapVerdict {
  const allowed = Math.max(GROWTH_SHARE * afterWarmUp.heapUsed, GROWTH_FLOOR_MB * MB);
  const grew = afterSoak.heapUsed - afterWarmUp.heapUsed;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  return {
    growing: grew > allowed,
    reason:
      `live heap after a full collection ${mb(afterWarmUp.heapUsed)} after warm-up, ` +
      `${mb(afterSoak.heapUsed)} after the soak (${grew >= 0 ? '+' : ''}${mb(grew)}, allowed +${mb(allowed)}); ` +
      `outside the heap ${mb(afterWarmUp.external)} → ${mb(afterSoak.external)}`,
  };
}

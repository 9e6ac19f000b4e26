import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HEAP_PROBE_FLAGS,
  heapVerdict,
  type LiveHeap,
  liveHeapOf,
} from '../../scripts/reliability/live-heap';

const MB = 1024 * 1024;
const heap = (heapUsedMb: number): LiveHeap => ({
  heapUsed: heapUsedMb * MB,
  external: 4 * MB,
  arrayBuffers: MB,
  rss: 200 * MB,
});

describe('the soak test memory verdict', () => {
  it('passes a live heap that stayed put or shrank, and growth within the allowance', () => {
    expect(heapVerdict(heap(41.3), heap(41.3)).growing).toBe(false);
    expect(heapVerdict(heap(41.3), heap(38)).growing).toBe(false);
    expect(heapVerdict(heap(41.3), heap(49)).growing).toBe(false);
  });

  it('fails a live heap that grew by more than 8 MB, or by more than a tenth of a large heap', () => {
    const small = heapVerdict(heap(41.3), heap(50));
    expect(small.growing).toBe(true);
    expect(small.reason).toContain(
      '41.3 MB after warm-up, 50.0 MB after the soak (+8.7 MB, allowed +8.0 MB)',
    );
    expect(heapVerdict(heap(200), heap(219)).growing).toBe(false);
    expect(heapVerdict(heap(200), heap(221)).growing).toBe(true);
  });
});

/** A Node process with the probe loaded, which keeps or drops 30 MB of objects on request. */
const CHILD = `
const kept = [];
process.on('message', (what) => {
  const objects = Array.from({ length: 300_000 }, (_, i) => ({ i, text: 'x'.repeat(40) + i }));
  if (what === 'keep') kept.push(objects);
  process.send('done');
});
process.send('ready');
`;

describe('the heap probe', () => {
  let child: ChildProcess | undefined;
  let dir = '';
  afterEach(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the live heap after a full collection: garbage does not count, kept objects do', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heap-probe-'));
    const file = path.join(dir, 'live-heap.jsonl');
    const script = path.join(dir, 'child.cjs');
    fs.writeFileSync(script, CHILD);
    const running = spawn(process.execPath, ['--import', 'tsx', ...HEAP_PROBE_FLAGS, script], {
      env: { ...process.env, HEAP_PROBE_FILE: file },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = running;
    const next = () => new Promise<unknown>((resolve) => running.once('message', resolve));
    await next();
    const ask = async (what: 'drop' | 'keep') => {
      const done = next();
      running.send(what);
      await done;
      return liveHeapOf(running.pid ?? 0, file);
    };

    const start = await liveHeapOf(running.pid ?? 0, file);
    const afterGarbage = await ask('drop');
    const afterKeeping = await ask('keep');
    expect(Math.abs(afterGarbage.heapUsed - start.heapUsed)).toBeLessThan(2 * MB);
    expect(afterKeeping.heapUsed - afterGarbage.heapUsed).toBeGreaterThan(20 * MB);
    expect(heapVerdict(afterGarbage, afterKeeping).growing).toBe(true);
    expect(heapVerdict(start, afterGarbage).growing).toBe(false);
  }, 30_000);
});

/**
 * Loaded into a process under test with `--expose-gc --import` (see `liveHeapOf`): on SIGUSR2 it
 * collects garbage fully and appends the memory still in use to the file named by
 * HEAP_PROBE_FILE, one JSON line per signal. Never loaded by the product itself.
 */
import fs from 'node:fs';

const file = process.env.HEAP_PROBE_FILE;
const collect = globalThis.gc;
if (!file || !collect) throw new Error('The heap probe needs HEAP_PROBE_FILE and --expose-gc');

process.on('SIGUSR2', () => {
  // A second pass frees what the first one's finalizers and weak references let go.
  collect();
  collect();
  const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
  fs.appendFileSync(file, `${JSON.stringify({ heapUsed, external, arrayBuffers, rss })}\n`);
});

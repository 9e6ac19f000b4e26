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

import { describe, expect, it } from 'vitest';
import { loadOnce } from '@/domain/load-once';

describe('loadOnce', () => {
  it('loads once, shares the promise while loading and keeps the value', async () => {
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const load = loadOnce(() => {
      calls += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    expect(load.started()).toBe(false);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    expect(load.started()).toBe(true);
    expect(load.current()).toBeUndefined();
    finish('loaded');
    expect(await first).toBe('loaded');
    expect(load.current()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next ask tries again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return 42;
    });
    await expect(load()).rejects.toThrow('network down');
    expect(load.started()).toBe(false);
    expect(load.current()).toBeUndefined();
    expect(await load()).toBe(42);
    expect(load.current()).toBe(42);
    expect(calls).toBe(2);
  });

  it('tells subscribers once the value has come, not when a load fails, and stops on unsubscribe', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return 'code';
    });
    const seen: (string | undefined)[] = [];
    const unsubscribe = load.subscribe(() => seen.push(load.current()));
    const other: string[] = [];
    const stop = load.subscribe(() => other.push('told'));
    stop();
    await expect(load()).rejects.toThrow('network down');
    expect(seen).toEqual([]);
    await load();
    await load();
    expect(seen).toEqual(['code']);
    expect(other).toEqual([]);
    unsubscribe();
  });
});

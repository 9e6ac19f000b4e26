/** A loop of turns in this server process that never overlap; stopping waits for one under way. */
export interface RepeatingTurns {
  stop(): Promise<void>;
  /** Runs the next turn now, or right after the one under way: new work has just arrived. */
  wake(): void;
}

/**
 * Runs `turn` at once, then again after the delay each turn answers. A turn never overlaps the
 * last one, and a timer never keeps the process alive. A turn that fails (its database gone for
 * a while) is followed by another after `afterFailureMs`: the loop never ends by itself.
 */
export function repeatTurns(turn: () => Promise<number>, afterFailureMs: number): RepeatingTurns {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let woken = false;
  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    timer = undefined;
    running = Promise.resolve()
      .then(turn)
      // The callers log their own failures; this keeps a failure they did not catch from ending the loop.
      .catch(() => afterFailureMs)
      .then((next) => {
        running = undefined;
        schedule(woken ? 0 : next);
        woken = false;
      });
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake() {
      if (running) woken = true;
      else schedule(0);
    },
  };
}

/** A loop of turns in this server process that never overlap; stopping waits for one under way. */
export interface RepeatingTurns {
  stop(): Promise<void>;
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
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    running = Promise.resolve()
      .then(turn)
      // The callers log their own failures; this keeps a failure they did not catch from ending the loop.
      .catch(() => afterFailureMs)
      .then((next) => {
        running = undefined;
        schedule(next);
      });
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

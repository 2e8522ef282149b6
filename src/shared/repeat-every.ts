/**
 * Background work on a timer (the server's sweepers, the embedded database's upkeep): `job` runs
 * every `intervalMs`, and at once when `runNow` asks, without keeping the process alive. A run
 * never overlaps another (a tick that finds one in flight is skipped); a failure goes to
 * `onFailure` and the job runs again next time.
 * The returned function stops the timer and waits for a run in flight (at shutdown, before the
 * database closes).
 */
export function repeatEvery(
  intervalMs: number,
  job: () => Promise<unknown>,
  options: { readonly runNow?: boolean; readonly onFailure: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = job()
      .then(() => undefined, options.onFailure)
      .finally(() => {
        running = undefined;
      });
  };
  if (options.runNow) run();
  const timer = setInterval(run, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

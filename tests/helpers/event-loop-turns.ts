/**
 * Runs `work` and counts the turns the event loop took while it ran (setImmediate callbacks that
 * fired before it finished): what a request waiting beside background work would get. Zero means
 * the work held the thread from start to end.
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let finished = false;
  let turns = 0;
  const onTurn = () => {
    if (finished) return;
    turns += 1;
    setImmediate(onTurn);
  };
  setImmediate(onTurn);
  const result = await work();
  finished = true;
  return { result, turns };
}

/**
 * Lets the event loop answer requests before background work goes on. PGlite runs each statement
 * synchronously on this thread and its promises settle as microtasks, so a chain of awaited
 * statements never gives way to I/O: a sweep or an upkeep round of a dozen statements held every
 * shopper's request for its whole length (48 ms once a minute under add-to-cart load). Background
 * jobs call this between their units of work; a request's own statements do not (its transaction
 * runs start to end). On PostgreSQL statements wait for the network and this costs one turn.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

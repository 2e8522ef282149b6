// An open-loop load: requests arrive at random moments (a Poisson process, seeded, so every run
// offers the same pattern) at `rate` a second on average, each sent when it is due whether or not
// earlier ones have been answered, and each timed from the moment it was due. That is how 50
// shoppers browsing at their own pace reach a shop. autocannon's `overallRate` is not: it hands
// every connection its quota at the top of each second, so its "100 a second" is 50 requests at
// the same instant twice a second, and it corrects for coordinated omission with a 1 ms interval.
import http from 'node:http';

/** A small seeded generator (mulberry32): the same arrivals every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

function send(agent, url, request) {
  return new Promise((resolve) => {
    const outgoing = http.request(url, { method: request.method, headers: request.headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    outgoing.on('error', () => resolve(0));
    outgoing.end(request.body);
  });
}

/**
 * `nextRequest(index)` gives the index-th request ({ method, path, headers, body }). Requests in the
 * first `warmupSeconds` are sent but not counted. Answers: offered and answered rate, p50/p99/max
 * latency in ms of the counted 2xx answers, and how many were not 2xx.
 */
export async function pacedLoad(base, { rate, durationSeconds, warmupSeconds = 1, connections = 50, seed = 42 }, nextRequest) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const random = seededRandom(seed);
  const latencies = [];
  const pending = [];
  let refused = 0;
  const start = performance.now();
  const end = start + (warmupSeconds + durationSeconds) * 1000;
  let due = start;
  for (let index = 0; ; index += 1) {
    due += (-Math.log(1 - random()) / rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const scheduled = due;
    const counted = scheduled >= start + warmupSeconds * 1000;
    const request = nextRequest(index);
    pending.push(send(agent, `${base}${request.path}`, request).then((status) => {
      if (!counted) return;
      if (status >= 200 && status < 300) latencies.push(performance.now() - scheduled);
      else refused += 1;
    }));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    offeredRate: rate, answeredRate: Math.round(latencies.length / durationSeconds),
    p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), maxMs: round(latencies.at(-1) ?? 0), non2xx: refused,
  };
}

import autocannon from "autocannon";

/** The load of the scale benches: 50 connections, as many requests as they get answered. */
export const CONNECTIONS = 50;

export interface Rate {
  rps: number;
  /** The 99th percentile of the latency, in ms. */
  p99: number;
  /** Failed requests and answers other than 2xx. */
  errors: number;
}

/** One autocannon run of `seconds` on a URL with the caller's headers. */
export async function throughput(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Rate> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Rounds of one target: the median rate and p99 (a drift of the machine weighs on one round), errors summed. */
export function summarize(runs: Rate[]): Rate {
  return {
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

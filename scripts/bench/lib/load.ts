import autocannon from 'autocannon';

export type LoadResult = {
  /** Mean requests per second over the run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses whose status was not the one expected, plus socket errors and timeouts. */
  wrong: number;
  bytesPerResponse: number;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The status every response must have (a 401 or 500 is fast, and would flatter the figure). */
  status?: number;
  /** The path of each request (a function: a new one every time, e.g. made-up addresses); '/' by default. */
  path?: string | (() => string);
};

/** autocannon against one URL: `connections` keep-alive connections for `seconds`, as browsers send. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const expected = options.status ?? 200;
  let wrongStatus = 0;
  const path = options.path ?? '/';
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        requests: [{ setupRequest: (request) => ({ ...request, path: typeof path === 'function' ? path() : path }) }],
        connections: options.connections,
        duration: options.seconds,
        headers: { 'accept-encoding': 'br, gzip', ...options.headers },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode !== expected) wrongStatus += 1;
    });
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    wrong: wrongStatus + result.errors + result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/** `count` requests one after another (no concurrency): the latency a single user meets; sorted ms. */
export async function sequential(url: string, count: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

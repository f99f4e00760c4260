/**
 * The load generator of `npm run bench`, in a process of its own (scripts/bench/common.ts `loadUrl`
 * starts it, pinned to a core of its own when `taskset` is there): autocannon is single-threaded
 * JavaScript, and run inside the bench's process it took CPU from the server it measured and
 * measured with whatever CPU the bench's other work left it. Reads its options as JSON from argv,
 * runs the load and writes one line of JSON: requests/s, p99, errors and non-2xx answers, requests
 * in all, and this process's own CPU seconds over the run's wall seconds (how busy the generator
 * was: near 1, the figure is the generator's limit, not the server's).
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  /** A number of requests instead of a duration (autocannon's `amount`), for a warm-up by count. */
  requests?: number;
}

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  requests: number;
  /** The generator's CPU seconds over the run's wall seconds (1: one core all the time). */
  generatorBusy: number;
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.requests ? { amount: options.requests } : {}),
    headers: options.headers,
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const answer: LoadResult = {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    generatorBusy: (cpu.user + cpu.system) / 1e6 / wall,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

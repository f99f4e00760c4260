/** Helpers shared by the `npm run bench` measures. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadOptions, LoadResult } from './load.ts';

export interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** Requests answered in the run. */
  requests?: number;
  /** The load generator's CPU over the run's wall time (near 1: the generator was the limit). */
  generatorBusy?: number;
}

/** The CPUs this process may run on (Linux's `Cpus_allowed_list`), or null when unknown. */
function allowedCpus(): number[] | null {
  try {
    const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (!list) return null;
    return list.split(',').flatMap((part) => {
      const [from, to] = part.split('-').map(Number) as [number, number?];
      return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
    });
  } catch {
    return null;
  }
}

/**
 * Where the bench's servers and its load generator run: with `taskset` and at least two CPUs,
 * every measured server on the first CPU and the load generator on the second, so the reference
 * and our server get exactly one and the same core and the generator never takes from it; null
 * (nothing pinned) otherwise. `BENCH_PIN=0` turns pinning off.
 */
export const benchCpus: { server: number; load: number } | null = (() => {
  if (process.env.BENCH_PIN === '0') return null;
  const cpus = allowedCpus();
  if (!cpus || cpus.length < 2) return null;
  if (spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status !== 0) return null;
  return { server: cpus[0]!, load: cpus[1]! };
})();

/** How the servers and the load generator were placed, printed beside the figures. */
export const pinningNote = benchCpus
  ? `servers pinned to CPU ${benchCpus.server} (taskset), the load generator (autocannon, a process ` +
    `of its own) to CPU ${benchCpus.load}`
  : 'nothing pinned (taskset or a second CPU missing): the servers and the load generator share the cores';

/**
 * Moves a running process, all its threads, onto one CPU (`taskset -a -p`), or back onto every CPU
 * this bench may use when `cpu` is null. Does nothing when `benchCpus` pins nothing.
 */
export function pinRunning(pid: number, cpu: number | null): void {
  if (!benchCpus) return;
  const list = cpu === null ? (allowedCpus() ?? []).join(',') : String(cpu);
  if (list) spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { stdio: 'ignore' });
}

/** A command run on one CPU with `taskset` when `cpu` is given (taskset execs it: same pid). */
export function pinned(cpu: number | undefined, command: string, args: string[]): [string, string[]] {
  return cpu === undefined ? [command, args] : ['taskset', ['-c', String(cpu), command, ...args]];
}

/**
 * User + system CPU seconds a process has used (Linux `/proc/<pid>/stat`, all its threads), with
 * those of its children it has waited for when `withWaitedChildren`.
 */
export function processCpuSeconds(pid: number, { withWaitedChildren = false } = {}): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 to 17 of stat (utime, stime, cutime, cstime, in ticks of 1/100 s) are 11 to 14 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (withWaitedChildren ? ticks + Number(fields[13]) + Number(fields[14]) : ticks) / 100;
}

/** Waits until `url` answers (any status below 500), or fails when the child exits or 30 s pass. */
export async function waitForAnswer(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child && child.exitCode !== null)
      throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing answered at ${url}`);
}

/**
 * A bounded load on one URL: requests/s (average), p99 latency, errors and non-2xx answers. The
 * load generator (autocannon) runs in a process of its own (scripts/bench/load.ts), on its own CPU
 * when `benchCpus` pins one, never in the bench's process.
 */
export function loadUrl(
  url: string,
  options: {
    headers?: Record<string, string>;
    seconds?: number;
    connections?: number;
    requests?: number;
  } = {},
): Promise<Load> {
  const load: LoadOptions = {
    url,
    connections: options.connections ?? 20,
    seconds: options.seconds ?? 5,
    headers: options.headers ?? {},
    requests: options.requests,
  };
  const script = path.join(import.meta.dirname, 'load.ts');
  const [command, args] = pinned(benchCpus?.load, process.execPath, [script, JSON.stringify(load)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      const result = JSON.parse(out) as LoadResult;
      resolve({ ...result });
    });
  });
}

/** A process's resident memory in MB (Linux), or null when it cannot be read. */
export function rssMegabytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Runs a script of this project on the project's Node; resolves once `readyUrl` answers. */
export async function startNodeScript(
  script: string,
  env: Record<string, string | undefined>,
  readyUrl: string,
  /** The CPU to run it on (`taskset`), e.g. `benchCpus?.server`; anywhere when undefined. */
  cpu?: number,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const [command, args] = pinned(cpu, process.execPath, [script]);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForAnswer(readyUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

export const ratio = (value: number, reference: number): string =>
  reference > 0 ? (value / reference).toFixed(2) : 'n/a';

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const verdict = (ok: boolean): string => (ok ? 'within' : 'OVER');

/**
 * The Node options `npm start` of a checkout gives the server (`node <options> scripts/start.ts` in
 * its package.json: V8's young generation size), so a bench's server runs as a deployed one does.
 */
export function npmStartNodeOptions(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const options = /^node (.*?) ?scripts\/start\.ts$/.exec(scripts.start ?? '')?.[1] ?? '';
  return options.split(' ').filter(Boolean);
}

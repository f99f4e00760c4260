/** Helpers shared by the `npm run bench` measures. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p99: number;
  errors: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
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

/** A bounded load on one URL: requests/s (average), p99 latency, errors and non-2xx answers. */
export async function loadUrl(
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 5,
    headers: options.headers ?? {},
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
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
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: 'ignore' });
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

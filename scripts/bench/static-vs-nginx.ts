/**
 * `npm run bench`: a chapter page from our server against nginx serving the same build with
 * `gzip_static` (its precompressed `.gz` files), both asked for gzip (nginx without its brotli
 * module cannot send brotli), one nginx worker against our one Node process. nginx is found (or,
 * as root on Debian, installed) by scripts/ensure-nginx.sh, as the tests find Chromium; skipped
 * with a note when there is none.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port.ts';
import {
  benchCpus,
  type Load,
  loadUrl,
  median,
  pinned,
  pinningNote,
  pinRunning,
  processCpuSeconds,
  verdict,
  waitForAnswer,
} from './common.ts';

export const chapterPath = '/bible/kjv/john/3/';
export const nginxGoal = 0.8;
const gzipOnly = { 'accept-encoding': 'gzip' };
/** Seconds of each measured load (after a 1 s warm-up). */
const loadSeconds = 5;

/** nginx's path (NGINX_PATH, the usual places, or Debian's `nginx-light` installed), or null. */
function findNginx(): string | null {
  const script = path.join(import.meta.dirname, '../ensure-nginx.sh');
  const found = spawnSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const nginx = found.status === 0 ? found.stdout.trim() : '';
  return nginx && spawnSync(nginx, ['-v'], { stdio: 'ignore' }).status === 0 ? nginx : null;
}

/**
 * Runs nginx (one worker, `gzip_static`) over `root` while `use` runs; `use` gets its address and a
 * function listing the pids of its worker processes (for CPU figures). A string when nginx is missing.
 */
export async function withNginx<T>(
  root: string,
  use: (base: string, workers: () => number[]) => Promise<T>,
): Promise<T | string> {
  const nginx = findNginx();
  if (!nginx) return 'nginx is not installed and could not be (apt-get install nginx-light to compare)';
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-bench-nginx-'));
  const port = await freePort();
  const temp = (name: string) => {
    mkdirSync(path.join(dir, name), { recursive: true });
    return path.join(dir, name);
  };
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; text/javascript js; text/css css; application/json json; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // On the servers' CPU when the bench pins (its worker inherits it), as our server is while measured.
  const [command, args] = pinned(benchCpus?.server, nginx, [
    '-c',
    path.join(dir, 'nginx.conf'),
    '-p',
    dir,
    '-e',
    `${dir}/error.log`,
  ]);
  const child: ChildProcess = spawn(command, args, { stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${base}${chapterPath}`, child);
    const workers = (): number[] =>
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === child.pid;
          } catch {
            return false;
          }
        })
        .map(Number);
    return await use(base, workers);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** User + system CPU seconds of processes (Linux `/proc/<pid>/stat`), or null when unreadable. */
function cpuSecondsOf(pids: number[]): number | null {
  try {
    return pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  } catch {
    return null;
  }
}

/** A load with the CPU per request of the server (`pids`) and of the load generator (its own process). */
type Measured = Load & { serverUs: number | null; loadGeneratorUs: number };

async function loadWithCpu(url: string, pids: () => number[]): Promise<Measured> {
  const before = cpuSecondsOf(pids());
  const load = await loadUrl(url, { headers: gzipOnly, seconds: loadSeconds });
  const after = cpuSecondsOf(pids());
  const requests = Math.max(1, load.requests ?? load.rps * loadSeconds);
  return {
    ...load,
    serverUs: before === null || after === null ? null : ((after - before) * 1e6) / requests,
    loadGeneratorUs: ((load.generatorBusy ?? 0) * loadSeconds * 1e6) / requests,
  };
}

const microseconds = (us: number | null): string => (us === null ? 'unknown' : `${us.toFixed(0)} µs`);

/** Interleaved rounds (ours, then nginx); the ratios are the rounds' medians. */
const rounds = 3;

/**
 * Loads the chapter page on our server (`base`, its process `serverPid` when known) and on nginx over
 * `liveDir`, in `rounds` interleaved rounds (this machine's speed drifts with the host's other
 * guests: loads seconds apart compare better than loads a minute apart); prints each, the medians
 * of the ratios, and each side's CPU per request with the load generator's (a process of its own,
 * on a CPU of its own when pinned: where it is busy all the time, the server's requests/s are the
 * load generator's ceiling, not the server's).
 */
export async function measureChapterAgainstNginx(
  base: string,
  liveDir: string,
  serverPid?: number,
): Promise<number | null> {
  console.log(
    `\n## A chapter page (${chapterPath}, gzip): our server against nginx with gzip_static, ` +
      `${rounds} interleaved rounds\n`,
  );
  console.log(
    `Placement: ${pinningNote}${benchCpus ? '; nginx and our server each on that one CPU' : ''}.\n`,
  );
  const warm = async (url: string) => loadUrl(url, { headers: gzipOnly, seconds: 1 });
  const row = (round: number, name: string, r: Measured): string =>
    `| ${round} | ${name} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.errors} | ${microseconds(r.serverUs)} | ` +
    `${microseconds(r.loadGeneratorUs)} |`;
  const header = () => {
    console.log(
      '| round | server | requests/s | p99 | errors | server CPU/request | load generator CPU/request |',
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|');
  };
  const oursPids = () => (serverPid ? [serverPid] : []);
  // Our server moves onto the servers' CPU only while measured: it runs the bench's builds later.
  if (serverPid) pinRunning(serverPid, benchCpus?.server ?? null);
  try {
    await warm(`${base}${chapterPath}`);
    const result = await withNginx(liveDir, async (nginxBase, workers) => {
      await warm(`${nginxBase}${chapterPath}`);
      header();
      const shares: number[] = [];
      const cpuShares: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const ours = await loadWithCpu(`${base}${chapterPath}`, oursPids);
        if (!serverPid) ours.serverUs = null;
        const nginx = await loadWithCpu(`${nginxBase}${chapterPath}`, workers);
        console.log(row(round, 'ours (one Node process)', ours));
        console.log(row(round, 'nginx, gzip_static, one worker', nginx));
        shares.push(ours.rps / nginx.rps);
        if (ours.serverUs !== null && nginx.serverUs !== null) cpuShares.push(nginx.serverUs / ours.serverUs);
      }
      return { share: median(shares), byCpu: cpuShares.length ? median(cpuShares) : null };
    });
    if (typeof result === 'string') {
      header();
      const ours = await loadWithCpu(`${base}${chapterPath}`, oursPids);
      if (!serverPid) ours.serverUs = null;
      console.log(row(1, 'ours (one Node process)', ours));
      console.log(`\nnginx skipped: ${result}.`);
      return null;
    }
    if (result.byCpu !== null) {
      console.log(
        `\nBy server CPU per request (median of the rounds): ours / nginx ${result.byCpu.toFixed(2)}.`,
      );
    }
    console.log(
      `\nOurs / nginx by requests/s (median of the rounds): ${result.share.toFixed(2)} ` +
        `(goal at least ${nginxGoal}: ${verdict(result.share >= nginxGoal)})`,
    );
    return result.share;
  } finally {
    if (serverPid) pinRunning(serverPid, null);
  }
}

/**
 * `npm run bench`: a chapter page from our server against nginx serving the same build with
 * `gzip_static` (its precompressed `.gz` files), both asked for gzip (nginx without its brotli
 * module cannot send brotli), one nginx worker against our one Node process. Skipped with a note
 * when `nginx` is not installed (`apt-get install nginx-light`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  benchCpus,
  freePort,
  type Load,
  loadUrl,
  pinned,
  pinningNote,
  pinRunning,
  processCpuSeconds,
  ratio,
  verdict,
  waitForAnswer,
} from './common.ts';

export const chapterPath = '/bible/kjv/john/3/';
export const nginxGoal = 0.8;
const gzipOnly = { 'accept-encoding': 'gzip' };
/** Seconds of each measured load (after a 1 s warm-up). */
const loadSeconds = 5;

function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
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
  if (!nginx) return 'nginx is not installed (apt-get install nginx-light to compare)';
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

/**
 * Loads the chapter page on our server (`base`, its process `serverPid` when known) and on nginx over
 * `liveDir`; prints both, the ratio, and each side's CPU per request with the load generator's (a
 * process of its own, on a CPU of its own when pinned: where it is busy all the time, the server's
 * requests/s are the load generator's ceiling, not the server's).
 */
export async function measureChapterAgainstNginx(
  base: string,
  liveDir: string,
  serverPid?: number,
): Promise<number | null> {
  console.log(`\n## A chapter page (${chapterPath}, gzip): our server against nginx with gzip_static\n`);
  console.log(
    `Placement: ${pinningNote}${benchCpus ? '; nginx and our server each on that one CPU' : ''}.\n`,
  );
  const warm = async (url: string) => loadUrl(url, { headers: gzipOnly, seconds: 1 });
  // Our server moves onto the servers' CPU only while measured: it runs the bench's builds later.
  if (serverPid) pinRunning(serverPid, benchCpus?.server ?? null);
  let ours: Measured;
  try {
    await warm(`${base}${chapterPath}`);
    ours = await loadWithCpu(`${base}${chapterPath}`, () => (serverPid ? [serverPid] : []));
  } finally {
    if (serverPid) pinRunning(serverPid, null);
  }
  if (!serverPid) ours.serverUs = null;
  const nginx = await withNginx(liveDir, async (nginxBase, workers) => {
    await warm(`${nginxBase}${chapterPath}`);
    return loadWithCpu(`${nginxBase}${chapterPath}`, workers);
  });
  const row = (name: string, r: Measured): string =>
    `| ${name} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.errors} | ${microseconds(r.serverUs)} | ` +
    `${microseconds(r.loadGeneratorUs)} |`;
  console.log('| server | requests/s | p99 | errors | server CPU/request | load generator CPU/request |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(row('ours (one Node process)', ours));
  if (typeof nginx === 'string') {
    console.log(`\nnginx skipped: ${nginx}.`);
    return null;
  }
  console.log(row('nginx, gzip_static, one worker', nginx));
  if (ours.serverUs !== null && nginx.serverUs !== null) {
    console.log(`\nBy server CPU per request: ours / nginx ${ratio(nginx.serverUs, ours.serverUs)}.`);
  }
  const share = ours.rps / nginx.rps;
  console.log(
    `\nOurs / nginx: ${ratio(ours.rps, nginx.rps)} (goal at least ${nginxGoal}: ${verdict(share >= nginxGoal)})`,
  );
  return share;
}

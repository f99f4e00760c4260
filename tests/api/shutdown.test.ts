import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../api/log.ts';
import { stagingRoot } from '../../api/rebuild/astro-build.ts';
import { BuildStore } from '../../api/rebuild/build-store.ts';
import { type RunningServer, startServer } from '../../api/server.ts';
import { freePort } from '../support/free-port.ts';
import {
  descendants,
  isAlive,
  type NpmStart,
  removeDataDirs,
  serverEnv,
  spawnNpmStart,
} from '../support/npm-start.ts';
import { writeFakeBuild } from './helpers/fake-build.ts';
import { createTestApp, describeSqliteOnly, type TestApp, testOrigin } from './helpers/test-app.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Sends the headers and part of a JSON body; the rest is sent by `finish`. */
function slowRequest(url: string): { response: Promise<number>; finish: () => void } {
  const body = JSON.stringify({ email: 'slow@example.org', password: 'grace-and-truth-7', remember: false });
  const req = http.request(new URL('/api/auth/signin', url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: testOrigin,
    },
  });
  const response = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  req.flushHeaders();
  return { response, finish: () => req.end(body.slice(10)) };
}

describe('closing the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const start = (): Promise<RunningServer> =>
    startServer({
      settings: { ...t.settings, port: 0, host: '127.0.0.1' },
      handle: { ...t.handle, close: async () => {} },
      rebuilder: t.rebuilder,
      buildStore: t.deps.buildStore,
      log: memoryLogger(),
      handleSignals: false,
    });

  it('lets a request under way finish, while refusing new connections', async () => {
    const running = await start();
    const arrived = new Promise((r) => running.server.once('request', r));
    const slow = slowRequest(running.url);
    // The request has reached the server, which waits for the rest of its body.
    await arrived;
    const closed = running.close(30_000);
    await expect(fetch(new URL('/api/health', running.url))).rejects.toThrow();
    slow.finish();
    expect(await slow.response).toBe(400);
    await closed;
  });

  it('cuts a request that is still running when the drain time is over', async () => {
    const running = await start();
    const arrived = new Promise((r) => running.server.once('request', r));
    const slow = slowRequest(running.url);
    await arrived;
    await running.close(200);
    await expect(slow.response).rejects.toThrow();
  });
});

// Stop signals of the scripts: the database plays no part, so they run once, on SQLite.
const describeSqlite = describeSqliteOnly('the stop signals of the scripts do not depend on the database');

describeSqlite('SIGTERM to npm start during a background rebuild', () => {
  let dataDir: string;
  let server: ChildProcess | null = null;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bsb-stop-'));
  });
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the existing build at once, and SIGTERM ends the build process too', {
    timeout: 90_000,
  }, async () => {
    const store = new BuildStore(path.join(dataDir, 'builds'));
    // A build made with other build-time settings: the start serves it and rebuilds in the background.
    const liveDir = writeFakeBuild(store, { 'index.html': '<p>the old build</p>' });
    const port = await freePort();
    let output = '';
    server = spawn(process.execPath, [path.join(projectRoot, 'scripts/start.ts')], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${port}`,
        REBUILD_DEBOUNCE_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));

    await vi.waitFor(() => expect(output).toContain('serving'), { timeout: 30_000, interval: 100 });
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('the old build');

    await vi.waitFor(() => expect(output).toMatch(/astro build runs as process \d+/), {
      timeout: 30_000,
      interval: 100,
    });
    const buildPid = Number(/astro build runs as process (\d+)/.exec(output)![1]);
    const buildId = /rebuild: building (b-[\w-]+)/.exec(output)![1]!;
    expect(isAlive(buildPid)).toBe(true);

    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    await vi.waitFor(() => expect(isAlive(buildPid)).toBe(false), { timeout: 10_000, interval: 100 });
    expect(store.currentDir()).toBe(liveDir);
    expect(readdirSync(store.root).filter((n) => n.startsWith('b-'))).toEqual([path.basename(liveDir)]);
    expect(existsSync(path.join(store.root, '.lock'))).toBe(false);
    expect(existsSync(path.join(stagingRoot, buildId))).toBe(false);
  });
});

describeSqlite('SIGTERM to npm run rebuild', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bsb-stop-build-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends the build process too and leaves no half-built directory', { timeout: 90_000 }, async () => {
    let output = '';
    const build = spawn(process.execPath, [path.join(projectRoot, 'scripts/build.ts')], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    build.stdout.on('data', (d: Buffer) => (output += d.toString()));
    build.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => build.on('exit', (code) => resolve(code)));
    try {
      await vi.waitFor(() => expect(output).toMatch(/astro build runs as process \d+/), {
        timeout: 60_000,
        interval: 100,
      });
      const buildPid = Number(/astro build runs as process (\d+)/.exec(output)![1]);
      const buildId = /rebuild: building (b-[\w-]+)/.exec(output)![1]!;
      build.kill('SIGTERM');
      expect(await exited, output).not.toBe(0);
      expect(output).toContain('the build was stopped');
      await vi.waitFor(() => expect(isAlive(buildPid)).toBe(false), { timeout: 10_000, interval: 100 });
      const store = new BuildStore(path.join(dataDir, 'builds'));
      expect(store.currentDir()).toBeNull();
      expect(readdirSync(store.root).filter((n) => n.startsWith('b-'))).toEqual([]);
      expect(existsSync(path.join(store.root, '.lock'))).toBe(false);
      expect(existsSync(path.join(stagingRoot, buildId))).toBe(false);
    } finally {
      if (build.exitCode === null) build.kill('SIGKILL');
    }
  });
});

describeSqlite('npm start stopped by another supervisor (pm2, supervisord, a container, kill <pid>)', () => {
  const started: NpmStart[] = [];
  afterAll(() => {
    // Whatever is left of each start's process group (an orphaned server, when the test fails).
    for (const run of started) {
      try {
        process.kill(-run.child.pid!, 'SIGKILL');
      } catch {
        // the group has ended
      }
    }
    removeDataDirs();
  });

  it('SIGTERM to the npm process ends the node server too: no orphan left listening', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const run = spawnNpmStart(serverEnv(port));
    started.push(run);
    await vi.waitFor(() => expect(run.output()).toContain('serving'), { timeout: 30_000, interval: 100 });
    // npm → sh → node: the server is the process that does not start another.
    const server = descendants(run.child.pid!).find((pid) => descendants(pid).length === 0)!;
    expect(isAlive(server)).toBe(true);
    run.child.kill('SIGTERM');
    await run.exited;
    await vi.waitFor(() => expect(isAlive(server)).toBe(false), { timeout: 15_000, interval: 100 });
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('a port in use: one line naming the port and PORT, and a non-zero exit', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const run = spawnNpmStart(serverEnv(port));
      started.push(run);
      expect(await run.exited).not.toBe(0);
      const lines = run.stderr().trim().split('\n');
      expect(lines, run.output()).toHaveLength(1);
      expect(lines[0]).toContain(`port ${port}`);
      expect(lines[0]).toMatch(/\bPORT\b/);
    } finally {
      taken.close();
    }
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { projectRoot, removeDataDirs, serverEnv } from '../support/npm-start.ts';
import { describeSqliteOnly } from './helpers/test-app.ts';

// Restarts of the real process: the database plays no part, so they run once, on SQLite.
const describeSqlite = describeSqliteOnly('restarting the process does not depend on the database');

/** The unit's ExecStart as the README gives it: the start script run by the pinned node itself. */
function execStart(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [node, ...args] = pkg.scripts.start.split(' ');
  expect(node).toBe('node');
  return [path.join(projectRoot, 'node_modules/.bin/node'), ...args];
}

/** Sends `message` to the socket unit and waits for `answer`. */
function ask(unit: ChildProcess, message: string, answer: string): Promise<void> {
  return new Promise((resolve, reject) => {
    unit.once('message', (got: string) => (got === answer ? resolve() : reject(new Error(got))));
    unit.send(message);
  });
}

describeSqlite('systemctl restart with the socket unit (bitesize.socket)', () => {
  let unit: ChildProcess | null = null;
  afterAll(() => {
    // Whatever is left of the unit's processes, when the test fails.
    if (unit?.pid) {
      try {
        process.kill(-unit.pid, 'SIGKILL');
      } catch {
        // ended
      }
    }
    removeDataDirs();
  });

  it('drops no request: a loop of requests during two restarts gets every answer', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = serverEnv(port, '<p>the live build</p>');
    // The socket systemd opens for bitesize.socket, handed to the unit; this process closes its copy.
    const socket: Server = createServer();
    await new Promise<void>((resolve) => socket.listen(port, '127.0.0.1', resolve));
    const fd = (socket as unknown as { _handle: { fd: number } })._handle.fd;
    unit = spawn(
      process.execPath,
      [path.join(projectRoot, 'tests/support/socket-unit.ts'), `${url}/api/health`, ...execStart()],
      { cwd: projectRoot, env, stdio: ['ignore', 'inherit', 'inherit', fd, 'ipc'], detached: true },
    );
    socket.close();
    await ask(unit, 'start', 'started');

    let restarting = true;
    let answered = 0;
    const failures: string[] = [];
    // Three clients in a loop, as a proxy's connections would be (bounded: they stop with the restarts).
    const client = async (): Promise<void> => {
      for (let i = 0; restarting && i < 50_000; i++) {
        const pathname = i % 2 ? '/' : '/api/health';
        try {
          const res = await fetch(`${url}${pathname}`);
          await res.arrayBuffer();
          if (res.status === 200) answered += 1;
          else failures.push(`${pathname}: ${res.status}`);
        } catch (error) {
          failures.push(`${pathname}: ${(error as Error).cause ?? error}`);
        }
      }
    };
    const clients = Promise.all([client(), client(), client()]);
    for (const _ of [1, 2]) {
      const before = answered;
      await ask(unit, 'restart', 'restarted');
      expect(answered).toBeGreaterThan(before);
    }
    const afterRestarts = answered;
    while (answered < afterRestarts + 30) await new Promise((r) => setTimeout(r, 20));
    restarting = false;
    await clients;
    expect(failures).toEqual([]);
    const ended = new Promise((resolve) => unit!.once('exit', resolve));
    unit.send('stop');
    await ended;
  });
});

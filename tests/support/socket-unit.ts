/**
 * What systemd does for a socket unit and its service (README "Deploying on a VPS"), for
 * tests/api/restart.test.ts: it holds the listening socket it was given as fd 3 (it never accepts
 * on it) and runs the server with that socket as fd 3, LISTEN_FDS=1 and LISTEN_PID naming the
 * server, as the unit's ExecStart. Over IPC: "start" runs it and answers "started" once it
 * answers /api/health; "restart" is `systemctl restart`: SIGTERM, wait until it has ended, start
 * again, answer "restarted"; "stop" ends it and this process.
 * Argument: the URL of the server's health check; the rest of argv is the command to run.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const [healthUrl, ...command] = process.argv.slice(2);
let server: ChildProcess | null = null;
let output = '';

async function start(): Promise<void> {
  // `exec` keeps the shell's pid, so LISTEN_PID names the server itself, as systemd sets it.
  server = spawn('sh', ['-c', 'LISTEN_PID=$$ LISTEN_FDS=1 exec "$0" "$@"', ...command], {
    stdio: ['ignore', 'pipe', 'pipe', 3],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // The socket is listening all along: a request made now waits in its queue until the server runs.
  const deadline = Date.now() + 60_000;
  const healthy = (): Promise<boolean> =>
    fetch(healthUrl!, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(): Promise<void> {
  const current = server;
  if (!current || current.exitCode !== null || current.signalCode !== null) return;
  const exited = new Promise((r) => current.once('exit', r));
  current.kill('SIGTERM');
  await exited;
}

process.on('message', (message: string) => {
  const done = (answer: string): void => void process.send!(answer);
  const failed = (error: unknown): void => void process.send!(`failed: ${String(error)}\n${output}`);
  if (message === 'start') start().then(() => done('started'), failed);
  if (message === 'restart')
    stop()
      .then(start)
      .then(() => done('restarted'), failed);
  if (message === 'stop') stop().then(() => process.exit(0), failed);
});

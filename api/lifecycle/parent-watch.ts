import { existsSync, readFileSync } from 'node:fs';

/**
 * `npm start` runs the server as npm → sh → node. A supervisor that stops npm (pm2, supervisord, a
 * container's `npm start`, `kill <pid>`) ends npm and its shell, but not node: without a watch the
 * server would go on, parentless, holding the port. These find the processes that started this one
 * and notice when one of them is gone (the process that was its child then has another parent).
 */

/** How often the chain of parents is checked; a stopped `npm start` ends the server within that. */
export const parentWatchIntervalMs = 500;

/** The parent of `pid` as /proc says, or null (no such process, or no /proc: not Linux). */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/** Whether `pid` is npm (its title is "npm <command>", or its script is npm-cli.js). */
function isNpm(pid: number): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /^npm(\s|$)/.test(argv[0] ?? '') || argv.some((a) => a.endsWith('/npm-cli.js'));
  } catch {
    return false;
  }
}

/**
 * The processes an npm script started this one through, the parent first, up to npm itself
 * (npm → sh → node; at most 3 levels); empty when npm did not start it.
 */
export function launchChain(): number[] {
  if (!process.env.npm_lifecycle_event) return [];
  // Without /proc (not Linux), the parent: the shell, whose end a stopped npm brings.
  if (!existsSync('/proc/self/stat')) return [process.ppid];
  const chain = [process.ppid];
  for (let pid = process.ppid; chain.length <= 3; ) {
    if (isNpm(pid)) return chain;
    const parent = parentOf(pid);
    if (parent === null || parent <= 1) break;
    chain.push(parent);
    pid = parent;
  }
  return [];
}

/**
 * Calls `onGone` once when a process of the launch chain has ended (see launchChain). Returns a
 * function that stops the watch. A server started otherwise (systemd, `node scripts/start.ts`,
 * `nohup ... &`) is signalled directly by whatever stops it, and outlives its parent as before.
 */
export function watchLaunchChain(onGone: () => void, intervalMs: number = parentWatchIntervalMs): () => void {
  const launchedBy = launchChain();
  if (!launchedBy.length) return () => {};
  const chain = [process.pid, ...launchedBy];
  const intact = (): boolean =>
    process.ppid === chain[1] && chain.slice(2).every((pid, i) => parentOf(chain[i + 1]!) === pid);
  const timer = setInterval(() => {
    if (intact()) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * `npm start` as an operator runs it (npm → sh → node scripts/start.ts), on a data folder whose
 * live build was made with the same settings, so the start serves at once and builds nothing.
 * For the process tests of tests/api/shutdown.test.ts and tests/api/restart.test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuildStore } from '../../api/rebuild/build-store.ts';
import { buildFingerprint } from '../../api/rebuild/site-rebuilder.ts';
import { parseSettings } from '../../config/settings.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

const dataDirs: string[] = [];

/** Removes the data folders serverEnv made (once their servers have ended). */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The environment of a server on 127.0.0.1:`port` with a fresh data folder holding a live build
 * whose page says `page`, made with these very settings (the start has nothing to rebuild).
 */
export function serverEnv(port: number, page = '<p>live</p>'): NodeJS.ProcessEnv {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bsb-npm-start-'));
  dataDirs.push(dataDir);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    BUILD_STANDBY: 'false',
  };
  const store = new BuildStore(path.join(dataDir, 'builds'));
  const { id, dir } = store.newBuildDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), page);
  const now = new Date().toISOString();
  store.publish({
    id,
    startedAt: now,
    finishedAt: now,
    durationMs: 1,
    fingerprint: buildFingerprint(parseSettings(env)),
  });
  return env;
}

export interface NpmStart {
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Spawns `command` (by default `npm start`) in the project folder and collects its output. */
export function spawnNpmStart(
  env: NodeJS.ProcessEnv,
  options: { command?: string[]; stdio?: Array<'ignore' | 'pipe' | number> } = {},
): NpmStart {
  const [file, ...args] = options.command ?? ['npm', 'start'];
  const child = spawn(file!, args, {
    cwd: projectRoot,
    env,
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    output += d.toString();
    stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, stderr: () => stderr, exited };
}

/** The processes `pid` started, and theirs (from /proc). */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  for (let todo = [pid]; todo.length; ) {
    const next = children.get(todo.pop()!) ?? [];
    found.push(...next);
    todo.push(...next);
  }
  return found;
}

/** Whether `pid` runs (an ended process its parent has not waited for yet is not running). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

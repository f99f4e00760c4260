import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { precompressBuild } from '../static/precompress.ts';
import { removeTree } from './remove-tree.ts';

export interface AstroBuildResult {
  ok: boolean;
  /** The last lines of the build's output: what an admin needs to see when it fails. */
  outputTail: string;
}

export interface AstroBuildOptions {
  env?: NodeJS.ProcessEnv;
  /** Aborting ends the build's whole process group (Astro and the tools it started). */
  signal?: AbortSignal;
  /** Told the build process's id once it runs. */
  onStart?: (pid: number) => void;
  /** Told when the build process has ended. */
  onEnd?: () => void;
}

const require = createRequire(import.meta.url);
const maxTailLines = 40;
/** How long an aborted build may take to end after SIGTERM before it is killed. */
const killGraceMs = 3_000;
/** A staging directory this old is a leftover of a build whose process died. */
const staleStagingMs = 24 * 60 * 60_000;

/** The project root (where astro.config.mjs is), whatever the working directory. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Where Astro writes a build before it is moved into DATA_DIR/builds. It must be inside the project:
 * Astro writes its intermediate server bundle (`.prerender/` chunks that import packages such as
 * `@oslojs/encoding`) into the output directory whenever that directory's path merely starts with
 * the project's path, and Node resolves those imports from the chunk's real location. A data folder
 * beside the project (`/srv/bitesize-data` next to `/srv/bitesize`) or one reached through a symlink
 * then has no `node_modules` above it and the build fails. Inside the project it always has.
 */
export const stagingRoot = path.join(projectRoot, '.build-staging');

/**
 * Runs `astro build` in a child process (same Node binary) writing into `outDir`.
 * Settings reach the build through the environment.
 */
export function runAstroBuild(outDir: string, options: AstroBuildOptions = {}): Promise<AstroBuildResult> {
  const { env = process.env, signal, onStart, onEnd } = options;
  const astroBin = path.join(
    path.dirname(require.resolve('astro/package.json', { paths: [projectRoot] })),
    'bin/astro.mjs',
  );
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ ok: false, outputTail: 'The build was stopped.' });
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: projectRoot,
      env: { ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops what it started (esbuild's service).
      detached: true,
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer): void => {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim() !== ''),
      );
      if (lines.length > maxTailLines) lines.splice(0, lines.length - maxTailLines);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let killTimer: NodeJS.Timeout | null = null;
    const killGroup = (sig: NodeJS.Signals): void => {
      try {
        if (child.pid) process.kill(-child.pid, sig);
      } catch {
        // already gone
      }
    };
    const onAbort = (): void => {
      killGroup('SIGTERM');
      killTimer = setTimeout(() => killGroup('SIGKILL'), killGraceMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (child.pid) onStart?.(child.pid);
    child.on('error', (error) => resolve({ ok: false, outputTail: error.message }));
    child.on('close', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      // Whatever the build left running in its group ends with it.
      killGroup('SIGKILL');
      onEnd?.();
      const tail = lines.join('\n');
      if (signal?.aborted)
        return resolve({ ok: false, outputTail: `${tail}\n(the build was stopped)`.trim() });
      resolve({
        ok: code === 0,
        outputTail: code === 0 ? tail : `${tail}\n(build exited with ${sig ?? `code ${code}`})`.trim(),
      });
    });
  });
}

/** Moves a finished directory to `to`: a rename, or a copy when `to` is on another file system. */
async function moveDir(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.cp(from, to, { recursive: true, verbatimSymlinks: true });
    await removeTree(from);
  }
}

/** Removes staging directories left behind by builds whose process died long ago. */
async function removeStaleStaging(): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(stagingRoot);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    const dir = path.join(stagingRoot, name);
    try {
      if (now - (await fs.stat(dir)).mtimeMs > staleStagingMs) await removeTree(dir);
    } catch {
      // another process removed it
    }
  }
}

/**
 * Builds the site for `outDir` wherever it is: Astro builds into a staging directory inside the
 * project, and only the finished static site is moved to `outDir` (a rename on the same disk).
 */
export async function buildSite(
  outDir: string,
  options: AstroBuildOptions = {},
  run: typeof runAstroBuild = runAstroBuild,
): Promise<AstroBuildResult> {
  await removeStaleStaging();
  const staging = path.join(stagingRoot, path.basename(outDir));
  await removeTree(staging);
  try {
    const result = await run(staging, options);
    if (!result.ok) return result;
    // The server's compressed variants and content hashes (unchanged files reuse the live build's).
    await precompressBuild(staging, {
      previousDir: path.join(path.dirname(outDir), 'current'),
      signal: options.signal,
    });
    await moveDir(staging, outDir);
    return result;
  } finally {
    // Left only when the build failed or was stopped (a finished one has been moved).
    await removeTree(staging);
  }
}

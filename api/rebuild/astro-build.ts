import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface AstroBuildResult {
  ok: boolean;
  /** The last lines of the build's output: what an admin needs to see when it fails. */
  outputTail: string;
}

const require = createRequire(import.meta.url);
const maxTailLines = 40;

/** The project root (where astro.config.mjs is), whatever the working directory. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `astro build` in a child process (same Node binary) writing into `outDir`.
 * Settings reach the build through the environment.
 */
export function runAstroBuild(outDir: string, env: NodeJS.ProcessEnv = process.env): Promise<AstroBuildResult> {
  const astroBin = path.join(path.dirname(require.resolve('astro/package.json', { paths: [projectRoot] })), 'bin/astro.mjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: projectRoot,
      env: { ...env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer): void => {
      lines.push(...chunk.toString('utf8').split('\n').filter((l) => l.trim() !== ''));
      if (lines.length > maxTailLines) lines.splice(0, lines.length - maxTailLines);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, outputTail: error.message }));
    child.on('close', (code, signal) => {
      const tail = lines.join('\n');
      resolve({ ok: code === 0, outputTail: code === 0 ? tail : `${tail}\n(build exited with ${signal ?? `code ${code}`})`.trim() });
    });
  });
}

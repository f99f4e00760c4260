// `npm run lock:check`: fails when `npm install` would rewrite package-lock.json (the README's
// upgrade, `git pull`, then aborts on the changed file). Two checks, both quick and offline:
//  1. npm itself resolves the lock from package.json in a temporary copy
//     (`npm install --package-lock-only`): a dependency added to package.json without its lock
//     entries, or a lock format the owner's npm writes differently, shows as a difference.
//  2. What only a fresh install writes: after unpacking, npm marks a package whose folder holds a
//     binding.gyp as having an install script (`node-gyp rebuild`; the lock keeps no `gypfile`
//     field, so a package's own `"gypfile": false` is not seen) and writes `hasInstallScript` into
//     the lock (@npmcli/arborist, rebuild.js). The tree `npm ci` installed is read the same way.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface LockEntry {
  hasInstallScript?: boolean;
  link?: boolean;
}

/**
 * The lock entries a fresh `npm install` would mark `"hasInstallScript": true`: installed in
 * `nodeModulesRoot` (the folder holding node_modules) with a binding.gyp, but not marked. Packages
 * not installed there (other platforms' optional ones) are skipped.
 */
export function unmarkedInstallScripts(
  lock: { packages?: Record<string, LockEntry> },
  nodeModulesRoot: string,
): string[] {
  const unmarked: string[] = [];
  for (const [at, entry] of Object.entries(lock.packages ?? {})) {
    if (!at || entry.link || entry.hasInstallScript) continue;
    if (existsSync(path.join(nodeModulesRoot, at, 'binding.gyp'))) unmarked.push(at);
  }
  return unmarked;
}

/** The files npm reads to write the lock: the project's .npmrc sets how (see it). */
const lockInputs = ['package.json', 'package-lock.json', '.npmrc'];

/**
 * The lock npm writes for `dir`'s package.json and lock, resolved in a temporary copy (offline: every
 * package in the lock is in npm's cache after `npm ci`); an Error with npm's message when it cannot.
 */
export function lockAsNpmWritesIt(dir: string): string | Error {
  const copy = mkdtempSync(path.join(tmpdir(), 'lock-check-'));
  try {
    for (const name of lockInputs)
      if (existsSync(path.join(dir, name))) copyFileSync(path.join(dir, name), path.join(copy, name));
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
      { cwd: copy, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return readFileSync(path.join(copy, 'package-lock.json'), 'utf8');
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    const reason = stderr.split('\n').find((line) => line.includes('npm error')) ?? String(error);
    return new Error(reason);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Every reason `npm install` in `dir` would change its package-lock.json; empty when it would not. */
export function lockFileProblems(dir: string): string[] {
  const committed = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  const problems: string[] = [];
  const written = lockAsNpmWritesIt(dir);
  if (written instanceof Error) problems.push(`npm install --package-lock-only failed: ${written.message}`);
  else if (written !== committed)
    problems.push('npm install --package-lock-only writes a different lock for package.json');
  for (const at of unmarkedInstallScripts(JSON.parse(committed), dir))
    problems.push(`${at}: a fresh npm install adds "hasInstallScript": true`);
  return problems;
}

if (import.meta.main) {
  const problems = lockFileProblems(root);
  if (problems.length > 0) {
    console.error(
      `package-lock.json is not what npm install writes:\n  ${problems.join('\n  ')}\n` +
        'Write it as a fresh install does (`rm -rf node_modules && npm install`, npm 11) and commit it.',
    );
    process.exit(1);
  }
  console.log('package-lock.json is what npm install writes');
}

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFileProblems, unmarkedInstallScripts } from '../../scripts/check-lockfile.ts';

const root = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder with the project's package.json, lock and .npmrc. */
function copyOfProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lockfile-test-'));
  made.push(dir);
  for (const name of ['package.json', 'package-lock.json', '.npmrc'])
    copyFileSync(path.join(root, name), path.join(dir, name));
  return dir;
}

describe('package-lock.json', () => {
  it('is what npm install writes, so the upgrade’s git pull finds it unchanged', () => {
    expect(lockFileProblems(root)).toEqual([]);
  }, 60_000);

  it('is reported when package.json changed without it', () => {
    const dir = copyOfProject();
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version: '9.9.9' }));
    expect(lockFileProblems(dir)).toEqual([
      'npm install --package-lock-only writes a different lock for package.json',
    ]);
  }, 60_000);

  it('is reported when a native package lacks the install-script mark a fresh install adds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lockfile-test-'));
    made.push(dir);
    for (const name of ['native', 'marked', 'plain'])
      mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/native/binding.gyp'), '{}');
    writeFileSync(path.join(dir, 'node_modules/marked/binding.gyp'), '{}');
    const lock = {
      packages: {
        '': {},
        'node_modules/native': {},
        'node_modules/marked': { hasInstallScript: true },
        'node_modules/plain': {},
        'node_modules/other-platform': {},
      },
    };
    expect(unmarkedInstallScripts(lock, dir)).toEqual(['node_modules/native']);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Every .ts and .tsx file under a folder, relative to the project. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The project files a file imports by a relative path, relative to the project. */
function localImports(file: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of readFileSync(join(root, file), 'utf8').matchAll(importPattern)) {
    const target = resolve(dirname(join(root, file)), specifier!);
    if (existsSync(target)) found.push(relative(root, target));
  }
  return found;
}

const codeFiles = ['api', 'db', 'src', 'scripts', 'tests'].flatMap(sourceFiles);

/** Files outside `door`'s folder that import something in it, with what they import. */
function importersOf(folder: string): Array<[file: string, target: string]> {
  return codeFiles
    .filter((file) => !file.startsWith(`${folder}/`))
    .flatMap((file) =>
      localImports(file)
        .filter((target) => target.startsWith(`${folder}/`))
        .map((target): [string, string] => [file, target]),
    );
}

describe('the speed machinery behind one door each (docs/speed.md)', () => {
  it('reaches the fast paths that bypass Hono only through api/fast/index.ts, from the app and the server', () => {
    const importers = importersOf('api/fast');
    expect(importers.filter(([, target]) => target !== 'api/fast/index.ts')).toEqual([]);
    const appFiles = importers.map(([file]) => file).filter((file) => !file.startsWith('tests/'));
    expect([...new Set(appFiles)].sort()).toEqual(['api/app.ts', 'api/server.ts']);
  });

  it('reaches the statement and read caches only through db/fast/index.ts', () => {
    expect(importersOf('db/fast').filter(([, target]) => target !== 'db/fast/index.ts')).toEqual([]);
    const importers = new Set(importersOf('db/fast').map(([file]) => file));
    expect(importers).toContain('db/connection.ts');
    expect(importers).toContain('db/queries/sessions.ts');
  });

  it('keeps no fast path or cache file outside its door', () => {
    const stray = codeFiles.filter(
      (file) =>
        /(session-fast-path|statement-cache|compiled-once)\.ts$/.test(file) &&
        !/^(api|db)\/fast\//.test(file),
    );
    expect(stray).toEqual([]);
  });

  it('keeps each synchronous "...Now" twin in the file of the plain function it mirrors', () => {
    const lonely: string[] = [];
    for (const file of codeFiles.filter((f) => /^(api|db)\//.test(f))) {
      const text = readFileSync(join(root, file), 'utf8');
      const exported = [...text.matchAll(/export (?:async )?function (\w+)/g)].map(([, name]) => name!);
      for (const name of exported.filter((n) => /[a-z]Now$/.test(n))) {
        const plain = name.slice(0, -'Now'.length);
        if (!exported.some((other) => other === plain || other === `${plain}For`))
          lonely.push(`${file}: ${name}`);
      }
    }
    expect(lonely).toEqual([]);
  });

  it('names every fast path, twin and cache in docs/speed.md', () => {
    const doc = readFileSync(join(root, 'docs/speed.md'), 'utf8');
    for (const name of [
      'api/fast/',
      'api/static/serve-build.ts',
      'checkSessionTokenNow',
      'sessionAnswerNow',
      'isAdminAuthNow',
      'findSessionWithUserNow',
      'db/fast/',
      'api/rebuild/astro-standby.ts',
    ]) {
      expect(doc).toContain(name);
    }
  });
});

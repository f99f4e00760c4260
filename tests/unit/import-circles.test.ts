import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const folders = ['config', 'api', 'db', 'src', 'scripts'];

/** Every .ts and .tsx file under a folder (and .astro files with `withAstro`). */
function sourceFiles(folder: string, withAstro = false): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, withAstro);
    return (withAstro ? /\.(tsx?|astro)$/ : /\.tsx?$/).test(name) ? [path] : [];
  });
}

// `import … from './x.ts'`, `export … from './x.ts'`, `import './x.ts'` and `import('./x.ts')`;
// type-only imports count too: they tie the files together just the same for a reader.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The project files a file imports by a relative path. */
function localImports(file: string): string[] {
  const found = new Set<string>();
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const base = resolve(dirname(file), specifier!);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    if (target && /\.tsx?$/.test(target)) found.add(target);
  }
  return [...found];
}

/** The first import circle found, as the files around it (the first one repeated at the end), or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const circle = visit(next);
        if (circle) return circle;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

/**
 * Imports that point up the layers: below `api/` sit `db/`, the browser code in `src/` and the settings
 * in `config/`, and none of them may import the server (the settings schema and the shapes both sides
 * share live in `config/` and `src/lib`). The files of `folder` importing a file of `api/`.
 */
function importsOfApi(folder: string): string[] {
  const api = join(root, 'api') + sep;
  return sourceFiles(join(root, folder), true).flatMap((file) =>
    localImports(file)
      .filter((target) => target.startsWith(api))
      .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
  );
}

describe('imports', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['b']],
      ['d', []],
    ]);
    expect(findCircle(graph)).toEqual(['b', 'c', 'b']);
    expect(
      findCircle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeNull();
  });

  it('form no circle in config, api, db, src and scripts', () => {
    const files = folders.flatMap((folder) => sourceFiles(join(root, folder)));
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((file) => [file, localImports(file)]));
    // The graph is real: schema files import their rules.
    expect(graph.get(join(root, 'src/games/bible-bee/schema.ts'))).toContain(
      join(root, 'src/games/bible-bee/rules.ts'),
    );
    const circle = findCircle(graph);
    expect(circle?.map((file) => relative(root, file)) ?? null).toBeNull();
  });

  it('never point from db, src or config up into api', () => {
    // The check sees imports of api: the scripts (the top layer) have many.
    expect(importsOfApi('scripts').length).toBeGreaterThan(0);
    expect(importsOfApi('db')).toEqual([]);
    expect(importsOfApi('src')).toEqual([]);
    expect(importsOfApi('config')).toEqual([]);
  });
});

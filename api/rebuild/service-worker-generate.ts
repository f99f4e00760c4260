/**
 * Workbox's generateSW for the build's service worker (api/rebuild/service-worker.ts), run on a
 * worker thread: bundling and minifying the worker is about a second of synchronous CPU, which on
 * the server's own thread would hold up every request while a build finishes. Workbox (with Babel
 * and Rollup) is loaded by that thread only, so the server never holds it in memory.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { offlineCaches } from '../../src/lib/offline-cache.ts';

export interface GenerateInput {
  dir: string;
  globPatterns: string[];
  swDest: string;
  fallbackURL: string;
  maxPrecacheBytes: number;
}

export interface GenerateResult {
  count: number;
  size: number;
  warnings: string[];
}

async function generate(input: GenerateInput): Promise<GenerateResult> {
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW({
    globDirectory: input.dir,
    globPatterns: input.globPatterns,
    globFollow: false,
    dontCacheBustURLsMatching: /^_astro\//,
    // Ten hex digits tell a changed file from the last build's as well as 32 do, in a smaller worker.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((e) => ({ ...e, revision: e.revision ? e.revision.slice(0, 10) : null })),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: input.maxPrecacheBytes,
    swDest: input.swDest,
    directoryIndex: 'index.html',
    cacheId: 'bsb',
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && /^\/bible\/[a-z]+\/[a-z0-9-]+\/\d+\/$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: offlineCaches.chapters,
          networkTimeoutSeconds: 6,
          matchOptions: { ignoreVary: true },
          precacheFallback: { fallbackURL: input.fallbackURL },
        },
      },
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/admin/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: offlineCaches.pages,
          networkTimeoutSeconds: 6,
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 100 },
          precacheFallback: { fallbackURL: input.fallbackURL },
        },
      },
      {
        urlPattern: /\/bible-data\/.+\.json$/,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: offlineCaches.bibleData,
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: /\/_astro\//,
        handler: 'CacheFirst',
        options: {
          cacheName: offlineCaches.assets,
          expiration: { maxEntries: 300 },
        },
      },
      {
        urlPattern: /\/(?:art|images|icons)\/.+\.(?:svg|png|jpe?g|webp|avif)$/,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: offlineCaches.images,
          expiration: { maxEntries: 200 },
        },
      },
      {
        // The session, reading progress and progress a page asks for: the last answer, offline.
        urlPattern: /\/api\/(?:auth\/session|reading-progress|progress)(?:\?.*)?$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: offlineCaches.api,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 80 },
        },
      },
    ],
  });
  return { count, size, warnings };
}

/** Runs generate() on a worker thread; rejects with its error. */
export function generateInWorker(input: GenerateInput): Promise<GenerateResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: input });
    let answered = false;
    worker.once('message', (message: { ok: true; result: GenerateResult } | { ok: false; error: string }) => {
      answered = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the service worker's generator ended with ${code}`));
    });
  });
}

if (!isMainThread && parentPort && (workerData as GenerateInput | undefined)?.swDest) {
  const port = parentPort;
  generate(workerData as GenerateInput).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) =>
      port.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * Workbox's generateSW for the build's service worker (api/rebuild/service-worker.ts), run in a
 * process of its own: bundling and minifying the worker is about a second of synchronous CPU, which
 * on the server's own thread would hold up every request while a build finishes. Workbox (with Babel
 * and Rollup) is loaded by that process only, and its memory (about 100 MB) ends with it: on a
 * worker thread the server kept most of it after the thread had ended (its idle memory grew from
 * 138 to 232 MB after a build that made a new worker).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../src/i18n/locales.ts';
import { offlineCaches } from '../../src/lib/offline-cache.ts';

export interface GenerateInput {
  dir: string;
  globPatterns: string[];
  swDest: string;
  /** The offline page of each language (precached), for a page not kept while offline. */
  fallbackURLs: Record<Locale, string>;
  maxPrecacheBytes: number;
}

/** A navigation route's handler: the network first, then the kept page, then the offline page. */
function navigation(cacheName: string, fallbackURL: string, maxEntries?: number) {
  return {
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: 6,
      matchOptions: { ignoreVary: true },
      ...(maxEntries ? { expiration: { maxEntries } } : {}),
      precacheFallback: { fallbackURL },
    },
  };
}

export interface GenerateResult {
  count: number;
  size: number;
  warnings: string[];
  /** The process that generated it (never the server's: see above). */
  pid: number;
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
      // Navigations, Spanish first: a page not kept shows the offline page of its language. The
      // functions are copied into the worker as written (no outside names): a language adds its three.
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && /^\/es\/bible\/[a-z0-9]+\/[a-z0-9-]+\/\d+\/$/.test(url.pathname),
        ...navigation(offlineCaches.chapters, input.fallbackURLs.es),
      },
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && /^\/bible\/[a-z0-9]+\/[a-z0-9-]+\/\d+\/$/.test(url.pathname),
        ...navigation(offlineCaches.chapters, input.fallbackURLs.en),
      },
      // The story path and its stories: kept without a limit, like chapters.
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.pathname.startsWith('/es/bible-stories/'),
        ...navigation(offlineCaches.stories, input.fallbackURLs.es),
      },
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && url.pathname.startsWith('/bible-stories/'),
        ...navigation(offlineCaches.stories, input.fallbackURLs.en),
      },
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.pathname.startsWith('/es/') &&
          !url.pathname.startsWith('/es/admin/'),
        ...navigation(offlineCaches.pages, input.fallbackURLs.es, 100),
      },
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/admin/'),
        ...navigation(offlineCaches.pages, input.fallbackURLs.en, 100),
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
        urlPattern: /\/art\/stories\/[a-z0-9-]+\.svg$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: offlineCaches.storyPictures },
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
        // The session, reading progress, progress and story stars a page asks for: the last answer, offline.
        // (Stars are asked for by learner id, so one child's never answer for a sibling's.)
        urlPattern:
          /\/api\/(?:auth\/session|reading-progress|progress|bible-stories\/learners\/[^/]+\/stars)(?:\?.*)?$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: offlineCaches.api,
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 80 },
        },
      },
    ],
  });
  return { count, size, warnings, pid: process.pid };
}

type Answer = { ok: true; result: GenerateResult } | { ok: false; error: string };

/** Runs generate() in a child process (the same Node, `npm start`'s young generation); rejects with its error. */
export function generateInProcess(input: GenerateInput): Promise<GenerateResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--max-semi-space-size=2'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let answered = false;
    child.once('message', (message: Answer) => {
      answered = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.once('error', (error) => {
      answered = true;
      reject(error);
    });
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the service worker's generator ended with ${code}`));
    });
    child.send(input);
  });
}

if (import.meta.main && process.send) {
  process.once('message', (input: GenerateInput) => {
    const answer = (message: Answer): void => {
      process.send?.(message, () => process.exit(0));
    };
    generate(input).then(
      (result) => answer({ ok: true, result }),
      (error: unknown) =>
        answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { baseLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import { generateInProcess } from './service-worker-generate.ts';

/** The service worker's file at the site's root (its scope is the whole site). */
export const serviceWorkerFile = 'sw.js';
/** The page shown for a page not kept while there is no connection. */
export const offlinePage = 'offline/index.html';

/** Where a language's pages are in a build: English at the root, another language in its folder. */
function prefixOf(locale: Locale): string {
  return locale === baseLocale ? '' : `${locale}/`;
}

/**
 * The app shell kept at install: the offline page (and its picture), the games (their data is in
 * their pages) and their grid. The scripts and stylesheets
 * these pages load (found by following their references) join them. Precached pages are served
 * from the cache first, so pages whose content changes from day to day (the home page, devotionals)
 * are not in it: like the 2,378 chapter pages they are kept as they are read (or a book at a time).
 */
const shellPages = locales.flatMap((l) => [`${prefixOf(l)}${offlinePage}`, `${prefixOf(l)}games/index.html`]);
// The games grid's card pictures, the manifest and icons are kept as they are seen (a smaller worker).
const shellFiles = ['favicon.svg', 'art/empty/not-found.svg'];
const shellPatterns = [...locales.map((l) => `${prefixOf(l)}games/*/index.html`), ...shellFiles];
/** Workbox leaves out larger files. */
const maxPrecacheBytes = 2 * 1024 * 1024;
/** At most this many scripts and stylesheets join the shell (a bound, far above what the pages load). */
const maxShellAssets = 400;

const assetRef = /\/_astro\/[\w.-]+\.(?:js|css|woff2|svg|png|webp)/g;
/** References between chunks: `from "./x.js"`, `import("./x.js")`, `import "./x.js"`. */
const chunkRef = /["'`]\.\/([\w.-]+\.js)["'`]/g;

/** The hashed assets the given pages load, with the chunks those import (as paths like `_astro/x.js`). */
export async function assetsOfPages(dir: string, pages: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (rel: string): void => {
    if (found.has(rel) || found.size >= maxShellAssets) return;
    found.add(rel);
    if (rel.endsWith('.js') || rel.endsWith('.css')) queue.push(rel);
  };
  for (const page of pages) {
    let html: string;
    try {
      html = await fs.readFile(path.join(dir, page), 'utf8');
    } catch {
      continue;
    }
    for (const [ref] of html.matchAll(assetRef)) add(ref.slice(1));
  }
  while (queue.length) {
    const rel = queue.shift()!;
    let text: string;
    try {
      text = await fs.readFile(path.join(dir, rel), 'utf8');
    } catch {
      found.delete(rel);
      continue;
    }
    for (const [ref] of text.matchAll(assetRef)) add(ref.slice(1));
    if (rel.endsWith('.js')) for (const [, name] of text.matchAll(chunkRef)) add(`_astro/${name}`);
  }
  return [...found].sort();
}

async function gamePages(dir: string): Promise<string[]> {
  const pages = await Promise.all(
    locales.map(async (locale) => {
      const games = `${prefixOf(locale)}games`;
      try {
        const names = await fs.readdir(path.join(dir, games), { withFileTypes: true });
        return names.filter((d) => d.isDirectory()).map((d) => `${games}/${d.name}/index.html`);
      } catch {
        return [];
      }
    }),
  );
  return pages.flat();
}

/** The files Workbox precaches of these (those that exist, as files of at most maxPrecacheBytes), sorted. */
async function precacheFiles(dir: string, candidates: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const rel of new Set(candidates)) {
    try {
      const stat = await fs.stat(path.join(dir, rel));
      if (stat.isFile() && stat.size <= maxPrecacheBytes) found.push(rel);
    } catch {
      // not in this build
    }
  }
  return found.sort();
}

/** Where workers are kept between builds, and the code version they are made by (bible-part.ts). */
export interface ServiceWorkerCache {
  dir: string;
  codeKey: string;
}

/**
 * Writes the site's service worker (Workbox's generateSW) into a finished build: the app shell
 * precached, chapter pages and other pages network-first (kept as read, the offline page when
 * neither network nor cache has one), the Bible's JSON and images from the cache while refreshed,
 * hashed assets cache-first, and the session and reading progress network-first so a signed-in
 * child stays signed in offline. A new build's worker takes over at once (skipWaiting and
 * clientsClaim): an open page keeps working because the server still serves earlier builds'
 * assets. A site without the offline page (a test's stand-in) gets none.
 */
export async function writeServiceWorker(
  dir: string,
  keep?: ServiceWorkerCache,
): Promise<{ count: number; size: number } | null> {
  try {
    await fs.access(path.join(dir, offlinePage));
  } catch {
    return null;
  }
  // The scripts and styles of a chapter, a book, the home page and the devotionals too, so that a
  // page kept for offline (or read once) finds everything it runs.
  const samples = [
    'index.html',
    'devotionals/index.html',
    'bible/kjv/genesis/index.html',
    'bible/kjv/genesis/1/index.html',
  ];
  const assets = await assetsOfPages(dir, [...shellPages, ...samples, ...(await gamePages(dir))]);
  const globPatterns = [...shellPages, ...shellPatterns, ...assets];
  const swDest = path.join(dir, serviceWorkerFile);
  // The worker is the same file while its code and its precache list are: bundled and minified
  // (seconds of CPU) only when one of them changed, copied from the build cache otherwise. The list
  // is read here, without Workbox (loading it alone costs about a second of CPU).
  let kept: string | null = null;
  if (keep) {
    const hash = createHash('sha256').update(keep.codeKey);
    let count = 0;
    let size = 0;
    for (const rel of await precacheFiles(dir, [
      ...shellPages,
      ...(await gamePages(dir)),
      ...shellFiles,
      ...assets,
    ])) {
      const data = await fs.readFile(path.join(dir, rel));
      hash.update(`\n${rel}\n`).update(data);
      count += 1;
      size += data.length;
    }
    kept = path.join(keep.dir, `${hash.digest('hex').slice(0, 24)}.js`);
    try {
      await fs.copyFile(kept, swDest);
      return { count, size };
    } catch {
      // not kept yet: generated below
    }
  }
  // Workbox bundles and minifies in a process of its own: about a second of CPU that would otherwise
  // hold up every request of the server running the build, and memory the server would keep
  // (service-worker-generate.ts).
  const { count, size, warnings } = await generateInProcess({
    dir,
    globPatterns,
    swDest,
    fallbackURLs: Object.fromEntries(locales.map((l) => [l, `/${prefixOf(l)}${offlinePage}`])) as Record<
      Locale,
      string
    >,
    maxPrecacheBytes,
  });
  if (warnings.length) console.warn(`service worker: ${warnings.join('; ')}`);
  if (keep && kept) {
    // Only the newest worker is kept: an earlier one's precache list is out of date.
    await fs.rm(keep.dir, { recursive: true, force: true });
    await fs.mkdir(keep.dir, { recursive: true });
    await fs.copyFile(swDest, `${kept}.tmp`);
    await fs.rename(`${kept}.tmp`, kept);
  }
  return { count, size };
}

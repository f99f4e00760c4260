import { createHash } from 'node:crypto';
import { bakedSettings } from '../../config/settings.ts';
import { listVersionVerses } from '../../db/queries/bible.ts';
import { type BibleBook, bibleBooks } from '../lib/bible/books.ts';
import { biblePartReusedEnv } from '../lib/bible/part.ts';
import type { ServiceVerse } from '../lib/bible/service.ts';
import { type BibleVersion, type BibleVersionCode, bibleVersions } from '../lib/bible/versions.ts';
import { buildDb } from './db.ts';
import { siteSettings } from './site.ts';

/**
 * The Bible text for the build, one version at a time: a version's verses are read with one query
 * and indexed in memory, and reading another version drops it. The build renders a route's pages in
 * the order its paths are listed (version by version), so it reads each version a few times at most
 * (0.1 to 0.3 s each) but never holds more than one in memory, however many versions there are
 * (with four pages rendered at once, astro.config.mjs, the last pages of one version may still be
 * rendering while the next is read: two for a moment).
 * The routes' paths carry no verses either (Astro keeps every route's list for the whole build):
 * a page reads its chapter when it is rendered.
 */
type ChapterIndex = Map<string, ServiceVerse[]>;

let held: { version: BibleVersionCode; index: Promise<ChapterIndex> } | null = null;

const key = (bookNumber: number, chapter: number): string => `${bookNumber}:${chapter}`;

async function loadVersion(version: BibleVersionCode): Promise<ChapterIndex> {
  const index: ChapterIndex = new Map();
  for (const v of await listVersionVerses(buildDb(), version)) {
    const k = key(v.book, v.chapter);
    const verses = index.get(k) ?? [];
    index.set(k, verses);
    verses.push({ verse: v.verse, text: v.text });
  }
  return index;
}

function versionText(version: BibleVersionCode): Promise<ChapterIndex> {
  if (held?.version !== version) held = { version, index: loadVersion(version) };
  return held.index;
}

/** The versions whose text the build holds now (one at most; for tests). */
/**
 * The versions whose pages are rendered in a language's routes (each version once, in its own
 * language: `/bible/web/...`, `/es/bible/rv1909/...`); every version when no language is given.
 */
export function versionsInLanguage(language?: string): readonly BibleVersion[] {
  return language ? bibleVersions.filter((v) => v.language === language) : bibleVersions;
}

export function heldBibleVersions(): BibleVersionCode[] {
  return held ? [held.version] : [];
}

export interface BuildChapter {
  version: BibleVersion;
  book: BibleBook;
  chapter: number;
  verses: ServiceVerse[];
}

/**
 * Every chapter of every version with its verses, version by version (only the current version's
 * text in memory); the build fails when one is missing. For listing paths: keep what a path needs
 * (its params and cache key), not the verses.
 */
export async function* eachChapter(language?: string): AsyncGenerator<BuildChapter> {
  for (const version of versionsInLanguage(language)) {
    const text = await versionText(version.code);
    for (const book of bibleBooks) {
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        const verses = text.get(key(book.number, chapter));
        if (!verses?.length) {
          throw new Error(
            `${version.abbreviation} ${book.name} ` +
              `${chapter} has no verses: the Bible is not imported. Run npm run build.`,
          );
        }
        yield { version, book, chapter, verses };
      }
    }
  }
}

/** The verses of one chapter (empty when absent). */
export async function chapterVerses(
  version: BibleVersionCode,
  book: BibleBook,
  chapter: number,
): Promise<ServiceVerse[]> {
  return (await versionText(version)).get(key(book.number, chapter)) ?? [];
}

let settingsText: string | null = null;

/**
 * The `cacheKey` of a Bible page (see astro.config.mjs, incremental builds): a hash of the data it
 * shows and of the settings pages bake in. Astro reuses the page from the build cache while this
 * key and the page's code are unchanged, and renders it again otherwise. So a Bible page may show
 * only its code, the Bible text passed here and those settings: anything else it reads at build
 * time (admin content, the build day) must be part of `data`, or it would go stale in the cache.
 */
export function bibleCacheKey(data: unknown): string {
  settingsText ??= JSON.stringify(bakedSettings(siteSettings()));
  return createHash('sha256').update(settingsText).update('\n').update(JSON.stringify(data)).digest('hex');
}

/**
 * Whether this build reuses the kept Bible part (api/rebuild/bible-part.ts): the Bible routes then
 * list no pages at all (no Bible text read, no page rendered or copied by Astro), and the build
 * links the part's files in when Astro has finished.
 */
export function biblePartReused(): boolean {
  return process.env[biblePartReusedEnv] === '1';
}

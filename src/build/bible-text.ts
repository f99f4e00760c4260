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
 * The Bible text for the build: each version's verses are read with one query and indexed in
 * memory, once per build process, and shared by the chapter pages and the static JSON.
 */
type ChapterIndex = Map<string, ServiceVerse[]>;

const loaded = new Map<BibleVersionCode, Promise<ChapterIndex>>();

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
  const text = loaded.get(version) ?? loadVersion(version);
  loaded.set(version, text);
  return text;
}

export interface BuildChapter {
  version: BibleVersion;
  book: BibleBook;
  chapter: number;
  verses: ServiceVerse[];
}

/** Every chapter of every version with its verses; the build fails when one is missing. */
export async function allChapters(): Promise<BuildChapter[]> {
  const chapters: BuildChapter[] = [];
  for (const version of bibleVersions) {
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
        chapters.push({ version, book, chapter, verses });
      }
    }
  }
  return chapters;
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

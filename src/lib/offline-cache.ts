import { chapterJsonPath, chapterPagePath } from './bible/page-paths.ts';
import { bibleVersions } from './bible/versions.ts';

/**
 * The caches the service worker (api/rebuild/service-worker.ts) reads and fills, shared with the
 * pages: "Keep this book for offline" puts a book's chapters into the same caches.
 */
export const offlineCaches = {
  chapters: 'bsb-chapters',
  bibleData: 'bsb-bible-data',
  pages: 'bsb-pages',
  assets: 'bsb-assets',
  images: 'bsb-images',
  api: 'bsb-api',
  /** The story path and its story pages, kept as read or all at once from the path page. */
  stories: 'bsb-stories',
  storyPictures: 'bsb-story-pictures',
} as const;

/** The chapter pages and chapter JSON of a book in the chosen versions (codes unknown are left out). */
export function bookOfflineUrls(
  versionCodes: readonly string[],
  bookSlug: string,
  chapters: number,
): { pages: string[]; data: string[] } {
  const pages: string[] = [];
  const data: string[] = [];
  for (const version of bibleVersions) {
    if (!versionCodes.includes(version.code)) continue;
    for (let n = 1; n <= chapters; n += 1) {
      pages.push(chapterPagePath(version.code, bookSlug, n));
      data.push(chapterJsonPath(version.serviceId, bookSlug, n));
    }
  }
  return { pages, data };
}

/**
 * The keeper's words as the book page renders them (its `data-keep-words`, from the catalogues in
 * the page's language): templates with {done}, {total} and {count} to fill in.
 */
export interface KeepBookWords {
  saving: string;
  keptOne: string;
  keptMany: string;
  failed: string;
  chooseVersion: string;
}

export interface KeepBookMessages {
  saving: (done: number, total: number) => string;
  kept: (chapters: number) => string;
  failed: string;
  chooseVersion: string;
}

/** The keeper's messages from the page's words. */
export function keepBookMessages(words: KeepBookWords): KeepBookMessages {
  return {
    saving: (done, total) => words.saving.replace('{done}', String(done)).replace('{total}', String(total)),
    kept: (chapters) =>
      chapters === 1 ? words.keptOne : words.keptMany.replace('{count}', String(chapters)),
    failed: words.failed,
    chooseVersion: words.chooseVersion,
  };
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/**
 * A kept page's name in the offline page's list: "Ruth 2 (KJV)" for a chapter, the path's last
 * part for other pages ("Devotionals", "Good News"), null for the offline page itself and the home page.
 */
export function keptPageLabel(path: string): string | null {
  const chapter = /^(?:\/[a-z]{2})?\/bible\/([a-z0-9]+)\/([a-z0-9-]+)\/(\d+)\/$/.exec(path);
  if (chapter) return `${titleCase(chapter[2]!)} ${chapter[3]} (${chapter[1]!.toUpperCase()})`;
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0 || parts[0] === 'offline') return null;
  return parts.map(titleCase).join(' › ');
}

import { type BibleBook, bibleBooks } from '../../lib/bible/books.ts';
import { booksJsonPath, chapterJsonPath } from '../../lib/bible/paths.ts';
import { booksFromService, type ServiceVerse, versesFromService } from '../../lib/bible/service.ts';

/**
 * The reader's reads of the static Bible JSON (/bible-data/, see src/lib/bible/paths.ts), cached in memory per
 * version, book and chapter. Only answers that worked are kept, so a retry can succeed.
 */
const booksCache = new Map<string, Promise<BibleBook[] | null>>();
const chapterCache = new Map<string, Promise<ServiceVerse[] | null>>();

async function getJson(path: string): Promise<unknown> {
  try {
    const res = await fetch(path, { credentials: 'same-origin' });
    return res.ok ? await res.json() : null;
  } catch (error) {
    console.error(`Bible data: ${path} could not be loaded`, error);
    return null;
  }
}

function cached<T>(
  cache: Map<string, Promise<T | null>>,
  key: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = load().then((value) => {
    if (value === null) cache.delete(key);
    return value;
  });
  cache.set(key, pending);
  return pending;
}

/** A version's books; the built-in 66 when the list cannot be loaded. */
export async function loadBooks(serviceId: string): Promise<BibleBook[]> {
  const books = await cached(booksCache, serviceId, async () =>
    booksFromService(await getJson(booksJsonPath(serviceId))),
  );
  return books ?? [...bibleBooks];
}

/** A chapter's verses, or null when it cannot be loaded ("Content is being prepared..."). */
export function loadChapter(
  serviceId: string,
  bookSlug: string,
  chapter: number,
): Promise<ServiceVerse[] | null> {
  const path = chapterJsonPath(serviceId, bookSlug, chapter);
  return cached(chapterCache, path, async () => {
    const verses = versesFromService(await getJson(path));
    return verses && verses.length > 0 ? verses : null;
  });
}

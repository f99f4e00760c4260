/**
 * The Bible part of the site: every chapter page, every book page and their JSON. It depends only
 * on the code, the imported Bible text and the build-time settings, so it is built once per version
 * of those and reused by the builds of admin changes (api/rebuild/bible-part.ts).
 */
import { bibleBooks } from './books.ts';
import { bookPagePath, booksJsonPath, chapterJsonPath, chapterPagePath } from './paths.ts';
import { bibleVersions } from './versions.ts';

/**
 * Set for `astro build` when the Bible part is reused: the Bible routes list no pages then, and the
 * build links the part's files in afterwards.
 */
export const biblePartReusedEnv = 'BIBLE_PART_REUSED';

/** The pages of the Bible part (as paths like `/bible/kjv/john/3/`), for the sitemap. */
export function biblePartPages(): string[] {
  return bibleVersions.flatMap((v) =>
    bibleBooks.flatMap((book) => [
      bookPagePath(v.code, book.slug),
      ...Array.from({ length: book.chapters }, (_, i) => chapterPagePath(v.code, book.slug, i + 1)),
    ]),
  );
}

/** Every file of the Bible part, relative to the build's root (`bible/kjv/john/3/index.html`). */
export function biblePartFiles(): string[] {
  const data = bibleVersions.flatMap((v) => [
    booksJsonPath(v.serviceId),
    ...bibleBooks.flatMap((book) =>
      Array.from({ length: book.chapters }, (_, i) => chapterJsonPath(v.serviceId, book.slug, i + 1)),
    ),
  ]);
  return [...biblePartPages().map((p) => `${p}index.html`), ...data].map((p) => p.slice(1));
}

import type { APIRoute, GetStaticPaths } from 'astro';
import {
  bibleCacheKey,
  biblePartReused,
  chapterVerses,
  eachChapter,
} from '../../../../../../build/bible-text.ts';
import type { BibleBook } from '../../../../../../lib/bible/books.ts';
import type { BibleVersion } from '../../../../../../lib/bible/versions.ts';

/** `/bible-data/{id}/books/{book}/chapters/{n}.json`: a chapter's verses, `[{ verse, text }]`. */
export const getStaticPaths = (async () => {
  if (biblePartReused()) return [];
  const paths = [];
  // The verses are read again when the file is written (see bible-text.ts): a path keeps none.
  for await (const { version, book, chapter, verses } of eachChapter()) {
    paths.push({
      params: { versionId: version.serviceId, book: book.slug, chapter: String(chapter) },
      props: { version, book, chapter },
      cacheKey: bibleCacheKey(verses),
    });
  }
  return paths;
}) satisfies GetStaticPaths;

type Props = { version: BibleVersion; book: BibleBook; chapter: number };

export const GET: APIRoute<Props> = async ({ props }) => {
  const verses = await chapterVerses(props.version.code, props.book, props.chapter);
  return new Response(JSON.stringify(verses.map((v) => ({ verse: v.verse, text: v.text }))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};

import type { APIRoute, GetStaticPaths } from 'astro';
import { listBooks } from '../../../../db/queries/bible.ts';
import { bibleCacheKey, biblePartReused } from '../../../build/bible-text.ts';
import { buildDb } from '../../../build/db.ts';
import { bookName } from '../../../lib/bible/book-names.ts';
import { findBook } from '../../../lib/bible/books.ts';
import { type ServiceBook, toServiceBook } from '../../../lib/bible/service.ts';
import { bibleVersions } from '../../../lib/bible/versions.ts';

/**
 * `/bible-data/{en-web|en-kjv|en-asv|es-rv1909}/books.json`: the book list, `[{ id, name, nameLong,
 * chapters }]`, named in the version's language (long names are kept in English only).
 */
export const getStaticPaths = (async () => {
  if (biblePartReused()) return [];
  const books = (await listBooks(buildDb())).map(toServiceBook);
  if (books.length !== 66)
    throw new Error(`The Bible is not imported (found ${books.length} books). Run npm run build.`);
  return bibleVersions.map((v) => {
    const named = books.map((b) => {
      const book = findBook(b.id);
      if (!book || v.language === 'en') return b;
      const name = bookName(book, v.language);
      return { ...b, name, nameLong: name };
    });
    return { params: { versionId: v.serviceId }, props: { books: named }, cacheKey: bibleCacheKey(named) };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ books: ServiceBook[] }> = ({ props }) =>
  new Response(JSON.stringify(props.books), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

import type { APIRoute, GetStaticPaths } from 'astro';
import { listBooks } from '../../../../db/queries/bible.ts';
import { buildDb } from '../../../build/db.ts';
import { toServiceBook } from '../../../lib/bible/service.ts';
import { bibleVersions } from '../../../lib/bible/versions.ts';

/** `/bible-data/{en-kjv|en-asv}/books.json`: the book list, `[{ id, name, nameLong, chapters }]`. */
export const getStaticPaths = (() =>
  bibleVersions.map((v) => ({ params: { versionId: v.serviceId } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const books = await listBooks(buildDb());
  if (books.length !== 66)
    throw new Error(`The Bible is not imported (found ${books.length} books). Run npm run build.`);
  return new Response(JSON.stringify(books.map(toServiceBook)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};

import type { APIRoute, GetStaticPaths } from 'astro';
import { allChapters, bibleCacheKey, biblePartReused } from '../../../../../../build/bible-text.ts';
import type { ServiceVerse } from '../../../../../../lib/bible/service.ts';

/** `/bible-data/{id}/books/{book}/chapters/{n}.json`: a chapter's verses, `[{ verse, text }]`. */
export const getStaticPaths = (async () =>
  biblePartReused()
    ? []
    : (await allChapters()).map((c) => ({
        params: { versionId: c.version.serviceId, book: c.book.slug, chapter: String(c.chapter) },
        props: { verses: c.verses },
        cacheKey: bibleCacheKey(c.verses),
      }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ verses: ServiceVerse[] }> = ({ props }) =>
  new Response(JSON.stringify(props.verses.map((v) => ({ verse: v.verse, text: v.text }))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

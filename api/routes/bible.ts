import { Hono } from 'hono';
import { z } from 'zod';
import { searchVerses } from '../../db/queries/bible-search.ts';
import { findBookByNumber } from '../../src/lib/bible/books.ts';
import { bookField, versionField } from '../../src/lib/bible/inputs.ts';
import { versePagePath } from '../../src/lib/bible/paths.ts';
import {
  defaultSearchLimit,
  highlightSegments,
  maxSearchLimit,
  maxSearchQueryLength,
  parseSearchTerms,
} from '../../src/lib/bible/search.ts';
import { defaultBibleVersion } from '../../src/lib/bible/versions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { parseInput } from '../http/errors.ts';

const emptyAsMissing = (value: unknown): unknown => (value === '' ? undefined : value);

const emptyQueryMessage = 'Type a word or a phrase to search for.';
const limitMessage = `The limit must be a whole number from 1 to ${maxSearchLimit}.`;

const searchQuery = z.object({
  q: z
    .string({ error: emptyQueryMessage })
    .trim()
    .min(1, emptyQueryMessage)
    .max(maxSearchQueryLength, `Search for at most ${maxSearchQueryLength} characters.`),
  // Forms send empty fields (book= is "All books"): empty means the default.
  version: z.preprocess(emptyAsMissing, versionField.optional()),
  book: z.preprocess(emptyAsMissing, bookField.optional()),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(maxSearchLimit, limitMessage)
    .optional(),
});

/** Search answers only change when the Bible text does; a few minutes of caching is safe. */
const searchCacheControl = 'public, max-age=300';

/**
 * /api/bible: full-text search over a version of the Bible, in Bible order; `hasMore` says that
 * more verses match than the limit.
 */
export function bibleRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/search', async (c) => {
    const input = parseInput(searchQuery, c.req.query());
    const version = input.version ?? defaultBibleVersion;
    const book = input.book ?? null;
    const answer = { query: input.q, version, book: book?.slug ?? null };
    const terms = parseSearchTerms(input.q);
    if (terms.length === 0) {
      return c.json({ ...answer, results: [], hasMore: false }, 200, { 'Cache-Control': searchCacheControl });
    }
    const found = await searchVerses(deps.db, {
      terms,
      version,
      bookNumber: book?.number ?? null,
      limit: input.limit ?? defaultSearchLimit,
    });
    const results = found.hits.flatMap((hit) => {
      const hitBook = findBookByNumber(hit.bookNumber);
      if (!hitBook) return [];
      return [
        {
          reference: `${hitBook.name} ${hit.chapter}:${hit.verse}`,
          book: hitBook.slug,
          bookName: hitBook.name,
          chapter: hit.chapter,
          verse: hit.verse,
          path: versePagePath(version, hitBook.slug, hit.chapter, hit.verse),
          segments: highlightSegments(hit.marked),
        },
      ];
    });
    return c.json({ ...answer, results, hasMore: found.hasMore }, 200, {
      'Cache-Control': searchCacheControl,
    });
  });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { searchVerses } from '../../db/queries/bible-search.ts';
import { bookName } from '../../src/lib/bible/book-names.ts';
import { bibleBooks, findBookByNumber } from '../../src/lib/bible/books.ts';
import { bookField, chapterField, chapterRefSchema, versionField } from '../../src/lib/bible/inputs.ts';
import { chapterPagePath, versePagePath } from '../../src/lib/bible/paths.ts';
import { readerFormTarget } from '../../src/lib/bible/reader-state.ts';
import {
  defaultSearchLimit,
  highlightSegments,
  maxSearchLimit,
  maxSearchQueryLength,
  parseSearchTerms,
} from '../../src/lib/bible/search.ts';
import { defaultBibleVersion, findVersion } from '../../src/lib/bible/versions.ts';
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

const placeMessage = 'The reader form must say which chapter it was sent from (at=kjv/john/3).';

/** A chapter page's reader form: the page's own place (`at`) and the choices made in the form. */
const goQuery = z.object({
  at: z
    .string({ error: placeMessage })
    .max(100, placeMessage)
    .transform((value, ctx) => {
      const [version, book, chapter, ...rest] = value.split('/');
      const ref = rest.length === 0 ? chapterRefSchema.safeParse({ version, book, chapter }) : null;
      if (ref?.success) return ref.data;
      ctx.addIssue({ code: 'custom', message: ref?.error.issues[0]?.message ?? placeMessage });
      return z.NEVER;
    }),
  version: z.preprocess(emptyAsMissing, versionField.optional()),
  testament: z.preprocess(
    emptyAsMissing,
    z.enum(['OT', 'NT'], { error: 'The testament must be OT or NT.' }).optional(),
  ),
  book: z.preprocess(emptyAsMissing, bookField.optional()),
  chapter: z.preprocess(emptyAsMissing, chapterField.optional()),
});

/** Where the reader form leads only changes with the code. */
const goCacheControl = 'public, max-age=300';

/** Search answers only change when the Bible text does; a few minutes of caching is safe. */
const searchCacheControl = 'public, max-age=300';

/**
 * /api/bible: full-text search over a version of the Bible, in Bible order (`hasMore` says that
 * more verses match than the limit); and `go`, where a chapter page's reader form (version,
 * testament, book, chapter) is sent: it redirects to the chapter's static page, with or without
 * JavaScript in the browser.
 */
export function bibleRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/go', (c) => {
      const input = parseInput(goQuery, c.req.query());
      const from = { version: input.at.version, book: input.at.book.slug, chapter: input.at.chapter };
      const to = readerFormTarget(
        from,
        {
          version: input.version,
          testament: input.testament,
          book: input.book?.slug,
          chapter: input.chapter,
        },
        bibleBooks,
      );
      c.header('Cache-Control', goCacheControl);
      return c.redirect(chapterPagePath(to.version, to.book, to.chapter), 303);
    })
    .get('/search', async (c) => {
      const input = parseInput(searchQuery, c.req.query());
      const version = input.version ?? defaultBibleVersion;
      const book = input.book ?? null;
      const answer = { query: input.q, version, book: book?.slug ?? null };
      const terms = parseSearchTerms(input.q);
      if (terms.length === 0) {
        return c.json({ ...answer, results: [], hasMore: false }, 200, {
          'Cache-Control': searchCacheControl,
        });
      }
      const found = await searchVerses(deps.db, {
        terms,
        version,
        bookNumber: book?.number ?? null,
        limit: input.limit ?? defaultSearchLimit,
      });
      // A verse is named in its version's language ("Juan 3:16" in the Reina-Valera 1909).
      const language = findVersion(version)?.language ?? 'en';
      const results = found.hits.flatMap((hit) => {
        const hitBook = findBookByNumber(hit.bookNumber);
        if (!hitBook) return [];
        const name = bookName(hitBook, language);
        return [
          {
            reference: `${name} ${hit.chapter}:${hit.verse}`,
            book: hitBook.slug,
            bookName: name,
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

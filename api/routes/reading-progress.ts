import { Hono } from 'hono';
import { z } from 'zod';
import { listReadChaptersOfBook, listReadChaptersOfVersion } from '../../db/queries/reading-progress.ts';
import { bookField, chapterRefSchema, versionField } from '../../src/lib/bible/inputs.ts';
import { readerMessages } from '../../src/lib/bible/reader-messages.ts';
import { buildReadingMap } from '../../src/lib/reading-map.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { parseInput, readJsonBody } from '../http/errors.ts';
import { markChapterRead } from '../services/mark-chapter-read.ts';

const bookProgressQuery = z.object({ version: versionField, book: bookField });
const mapQuery = z.object({ version: versionField });

/**
 * /api/reading-progress: the chapters of a book the signed-in user has read, and "Mark as Read"
 * (which also completes reading challenges by itself).
 */
export function readingProgressRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/map', async (c) => {
      const learnerId = requireLearner(c, readerMessages.signInToTrack);
      const { version } = parseInput(mapQuery, c.req.query());
      // One query: every chapter of the version the learner read.
      const map = buildReadingMap(await listReadChaptersOfVersion(deps.db, learnerId, version));
      return c.json({ version, ...map }, 200, { 'Cache-Control': 'no-store' });
    })
    .get('/', async (c) => {
      const learnerId = requireLearner(c, readerMessages.signInToTrack);
      const { version, book } = parseInput(bookProgressQuery, c.req.query());
      const read = await listReadChaptersOfBook(deps.db, learnerId, version, book.slug);
      return c.json(
        {
          version,
          book: book.slug,
          chapters: read.map((r) => ({ chapter: r.chapter, completedAt: r.completedAt })),
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    })
    .post('/', async (c) => {
      const learnerId = requireLearner(c, readerMessages.signInToTrack);
      const ref = await readJsonBody(c, chapterRefSchema);
      const result = await markChapterRead(
        deps.db,
        learnerId,
        { version: ref.version, book: ref.book.slug, chapter: ref.chapter },
        deps.settings.siteTimeZone,
      );
      return c.json(result);
    });
}

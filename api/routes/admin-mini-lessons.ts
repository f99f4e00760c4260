import { Hono } from 'hono';
import {
  deleteMiniLesson,
  insertMiniLesson,
  listMiniLessons,
  updateMiniLesson,
} from '../../db/queries/mini-lessons.ts';
import { parseMiniLessonBody } from '../../src/lib/content-schemas.ts';
import { miniLessonId } from '../../src/lib/mini-lessons.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { anyJsonBody, checkedValue, localeQuerySchema } from '../http/content-input.ts';
import { ApiError, badRequest, notFound, parseInput, readJsonBody } from '../http/errors.ts';

/** A lesson id from the path: the id rule's alphabet only. */
function lessonId(raw: string): string {
  if (!/^[a-z0-9-]{1,120}$/.test(raw)) throw notFound('No such mini lesson.');
  return raw;
}

/**
 * /api/admin/mini-lessons (admins only): list (one language's with `?locale=es`), create, edit and
 * delete, stored in the database (the old app kept them in page state). The id comes from the title
 * when created and never changes, so a lesson's address stays the same when its title is edited.
 */
export function adminMiniLessonRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', async (c) => {
      const { locale } = parseInput(localeQuerySchema, c.req.query());
      return c.json({ lessons: await listMiniLessons(deps.db, locale) }, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/', async (c) => {
      const fields = checkedValue(parseMiniLessonBody(await readJsonBody(c, anyJsonBody)));
      const id = miniLessonId(fields.title);
      if (!id) throw badRequest('The title needs at least one letter or number.', 'invalid_title');
      const lesson = await insertMiniLesson(deps.db, id, fields);
      if (!lesson)
        throw new ApiError(
          409,
          'duplicate_id',
          `A mini lesson with the id "${id}" already exists. Please choose another title.`,
        );
      deps.rebuilder.requestRebuild(`admin: mini lesson added (${id})`);
      return c.json({ lesson }, 201);
    })
    .put('/:id', async (c) => {
      const id = lessonId(c.req.param('id'));
      const fields = checkedValue(parseMiniLessonBody(await readJsonBody(c, anyJsonBody)));
      const lesson = await updateMiniLesson(deps.db, id, fields);
      if (!lesson) throw notFound('No such mini lesson.');
      deps.rebuilder.requestRebuild(`admin: mini lesson updated (${id})`);
      return c.json({ lesson });
    })
    .delete('/:id', async (c) => {
      const id = lessonId(c.req.param('id'));
      if (!(await deleteMiniLesson(deps.db, id))) throw notFound('No such mini lesson.');
      deps.rebuilder.requestRebuild(`admin: mini lesson deleted (${id})`);
      return c.json({ ok: true });
    });
}

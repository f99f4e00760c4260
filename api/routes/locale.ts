import { Hono } from 'hono';
import { localeChoiceSchema } from '../../src/lib/locale-input.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody } from '../http/errors.ts';
import { saveLearnerLocale } from '../services/learner-locale.ts';

/**
 * /api/locale: the language the active learner chose in the language switch (a visitor's stays in
 * the browser). GET /api/auth/session answers it; a parent sets a child's with PATCH
 * /api/family/children/:id.
 */
export function localeRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().put('/', async (c) => {
    const auth = requireAuth(c);
    const { locale } = await readJsonBody(c, localeChoiceSchema);
    await saveLearnerLocale(deps.db, auth, locale);
    return c.json({ locale });
  });
}

import { Hono } from 'hono';
import { m } from '#messages';
import { findReadingPreferences, saveReadingPreferences } from '../../db/queries/reading-preferences.ts';
import { defaultReadingPreferences } from '../../src/lib/reading/preferences.ts';
import { readingPreferencesSchema } from '../../src/lib/reading/preferences-schema.ts';
import { requireLearner } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody } from '../http/errors.ts';

/**
 * /api/reading-preferences: the active learner's text size, reading font and theme (a signed-out
 * visitor's stay in their browser). GET answers the defaults until the learner chooses.
 */
export function readingPreferenceRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const learnerId = requireLearner(c, m.reader_settings_sign_in());
      const saved = await findReadingPreferences(deps.db, learnerId);
      return c.json(saved ?? defaultReadingPreferences, 200, { 'Cache-Control': 'no-store' });
    })
    .put('/', async (c) => {
      const learnerId = requireLearner(c, m.reader_settings_sign_in());
      const preferences = await readJsonBody(c, readingPreferencesSchema);
      await saveReadingPreferences(deps.db, learnerId, preferences, new Date());
      return c.json(preferences);
    });
}

import { Hono } from 'hono';
import { listGameResults, summarizeGameResults } from '../../db/queries/game-results.ts';
import { gameResultSchema } from '../../src/games/result-schema.ts';
import { requireLearner } from '../auth/middleware.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJsonBody, tooManyRequests } from '../http/errors.ts';
import { catalogGameIds } from '../services/game-catalog.ts';
import { saveGameResult } from '../services/save-game-result.ts';

/** A child finishes a game in minutes; more than this in an hour is a script, not a player. */
const maxResultsPerHour = 120;

/** /api/games: the results of signed-in players' finished games. */
export function gameRoutes(deps: AppDeps): Hono<AppEnv> {
  const schema = gameResultSchema(catalogGameIds());
  const perUser = createRateLimiter({
    db: deps.db,
    name: 'game-results-per-user',
    limit: maxResultsPerHour,
    windowMs: 60 * 60_000,
  });
  return new Hono<AppEnv>()
    .post('/results', async (c) => {
      const learnerId = requireLearner(c);
      const limited = await perUser.take(learnerId);
      if (!limited.allowed) {
        throw tooManyRequests(
          'That is a lot of games! Please take a short break and try again later.',
          limited.retryAfterSeconds,
        );
      }
      const { opId, ...input } = await readJsonBody(c, schema);
      const answer = await saveGameResult(deps.db, { learnerId, ...input }, deps.settings.siteTimeZone, opId);
      return c.json(answer, answer.replayed ? 200 : 201);
    })
    .get('/results', async (c) => {
      const learnerId = requireLearner(c);
      const [results, summary] = await Promise.all([
        listGameResults(deps.db, learnerId),
        summarizeGameResults(deps.db, learnerId),
      ]);
      return c.json({ results, summary }, 200, { 'Cache-Control': 'no-store' });
    });
}

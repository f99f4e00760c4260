import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sessionMiddleware } from './auth/middleware.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { registerFastPaths, sessionFastPath } from './fast/index.ts';
import { apiTexts } from './http/api-text.ts';
import { limitApiBodies } from './http/body-limit.ts';
import { ApiError, errorAnswer } from './http/errors.ts';
import { requestLocale } from './http/locale.ts';
import { requestLog } from './http/request-log.ts';
import { requireSameOrigin } from './http/same-origin.ts';
import { securityHeaderObject, securityHeaders } from './http/security-headers.ts';
import { serveMedia } from './media/serve-media.ts';
import { adminAskRoutes } from './routes/admin-ask.ts';
import { adminBuildRoutes } from './routes/admin-build.ts';
import { adminCustomizationRoutes } from './routes/admin-customizations.ts';
import { adminDevotionalRoutes } from './routes/admin-devotionals.ts';
import { adminMailRoutes } from './routes/admin-mail.ts';
import { adminMediaRoutes } from './routes/admin-media.ts';
import { adminMiniLessonRoutes } from './routes/admin-mini-lessons.ts';
import { adminReadingPlanRoutes } from './routes/admin-reading-plans.ts';
import { adminReadingRoutes } from './routes/admin-readings.ts';
import { adminStoryRoutes } from './routes/admin-stories.ts';
import { adminSubscriptionRoutes } from './routes/admin-subscriptions.ts';
import { adminVerseSetRoutes } from './routes/admin-verse-sets.ts';
import { adminWisdomRoutes } from './routes/admin-wisdom.ts';
import { askRoutes } from './routes/ask.ts';
import { authRoutes } from './routes/auth.ts';
import { bibleRoutes } from './routes/bible.ts';
import { bibleStoryRoutes } from './routes/bible-stories.ts';
import { familyRoutes } from './routes/family.ts';
import { familyGroupRoutes } from './routes/family-groups.ts';
import { gameRoutes } from './routes/games.ts';
import { groupRoutes } from './routes/groups.ts';
import { healthRoutes } from './routes/health.ts';
import { localeRoutes } from './routes/locale.ts';
import { memoryRoutes } from './routes/memory.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { challengeRoutes, progressRoutes } from './routes/progress.ts';
import { readingPlanRoutes } from './routes/reading-plans.ts';
import { readingPreferenceRoutes } from './routes/reading-preferences.ts';
import { readingProgressRoutes } from './routes/reading-progress.ts';
import { storyRoutes } from './routes/stories.ts';
import { streakRoutes } from './routes/streaks.ts';
import { subscriptionRoutes } from './routes/subscription.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { serveBuild } from './static/serve-build.ts';

/** Builds the whole HTTP application; `api/server.ts` listens, tests call `app.request()`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(deps.log, deps.metrics));
  app.use('/api/*', requestLocale());
  app.use('*', securityHeaders({ https: deps.settings.siteUrl.protocol === 'https:' }));

  app.use('/api/*', requireSameOrigin(deps.settings.siteUrl.origin, ['/api/webhooks/']));
  app.use('/api/*', limitApiBodies(deps.settings.maxUploadBytes));
  app.use('/api/*', sessionMiddleware(deps));

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/admin/build', adminBuildRoutes(deps));
  app.route('/api/admin/mail', adminMailRoutes(deps));
  app.route('/api/admin/devotionals', adminDevotionalRoutes(deps));
  app.route('/api/admin/wisdom', adminWisdomRoutes(deps));
  app.route('/api/admin/mini-lessons', adminMiniLessonRoutes(deps));
  app.route('/api/admin/readings', adminReadingRoutes(deps));
  app.route('/api/subscription', subscriptionRoutes(deps));
  app.route('/api/admin/subscriptions', adminSubscriptionRoutes(deps));
  app.route('/api/webhooks', webhookRoutes(deps));
  app.route('/api/family', familyRoutes(deps));
  app.route('/api/family', familyGroupRoutes(deps));
  app.route('/api/groups', groupRoutes(deps));
  app.route('/api/games', gameRoutes(deps));
  app.route('/api/admin/media', adminMediaRoutes(deps));
  app.route('/api/stories', storyRoutes(deps));
  app.route('/api/bible-stories', bibleStoryRoutes(deps));
  app.route('/api/admin/stories', adminStoryRoutes(deps));
  app.route('/api/ask', askRoutes(deps));
  app.route('/api/admin/ask', adminAskRoutes(deps));
  app.route('/api/admin/customizations', adminCustomizationRoutes(deps));
  app.route('/api/progress', progressRoutes(deps));
  app.route('/api/challenges', challengeRoutes(deps));
  app.route('/api/memory', memoryRoutes(deps));
  app.route('/api/bible', bibleRoutes(deps));
  app.route('/api/reading-progress', readingProgressRoutes(deps));
  app.route('/api/reading-plans', readingPlanRoutes(deps));
  app.route('/api/admin/reading-plans', adminReadingPlanRoutes(deps));
  app.route('/api/admin/verse-sets', adminVerseSetRoutes(deps));
  app.route('/api/streak', streakRoutes(deps));
  app.route('/api/reading-preferences', readingPreferenceRoutes(deps));
  app.route('/api/locale', localeRoutes(deps));
  app.all('/api/*', (c) => errorAnswer(c, 404, 'not_found', apiTexts.noEndpoint));
  app.route('/metrics', metricsRoutes(deps));
  app.all('/media-files/:bucket/:name', serveMedia(deps.mediaStore));

  const https = deps.settings.siteUrl.protocol === 'https:';
  const staticFiles = serveBuild({
    currentDir: () => deps.buildStore.currentDir(),
    previousDirs: () => deps.buildStore.previousDirs(),
    securityHeaders: securityHeaderObject({ https }),
  });
  app.use('*', staticFiles);
  // The same answers without Hono, for api/server.ts (see api/fast/index.ts).
  registerFastPaths(app, {
    files: staticFiles.fromMemory,
    session: sessionFastPath(deps, securityHeaderObject({ https })),
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorAnswer(c, error.status, error.code, error.text, error.headers);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? 'too_large' : 'http_error';
      return errorAnswer(c, status, code, error.message || 'Request failed.');
    }
    deps.log.error(`unhandled error on ${c.req.method} ${c.req.path}`, {
      requestId: c.get('requestId'),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return errorAnswer(c, 500, 'internal', apiTexts.internal);
  });

  return app;
}

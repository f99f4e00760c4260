import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, readJsonBody } from '../http/errors.ts';
import { BuildSwitchError } from '../rebuild/build-store.ts';
import type { AdminBuildStatus } from '../rebuild/rebuilder.ts';

const makeLiveSchema = z.object({
  id: z
    .string({ error: 'Say which build to make live.' })
    .trim()
    .regex(/^b-[0-9a-z-]{1,80}$/, 'That is not a build id.'),
});

/**
 * /api/admin/build (admins only): the state of the site build and the kept builds, "Rebuild site",
 * and "Make live" (a rollback to a kept build).
 */
export function adminBuildRoutes(deps: AppDeps): Hono<AppEnv> {
  const status = (): AdminBuildStatus => ({
    ...deps.rebuilder.status(),
    builds: deps.buildStore.keptBuilds(),
  });
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', (c) => c.json(status(), 200, { 'Cache-Control': 'no-store' }))
    .post('/', (c) => {
      deps.rebuilder.requestRebuild('admin: Rebuild site');
      return c.json(status(), 202);
    })
    .post('/live', async (c) => {
      const { id } = await readJsonBody(c, makeLiveSchema);
      // A build under way (on any server) would replace the chosen one as soon as it finishes.
      if (deps.rebuilder.status().state !== 'idle') {
        throw new ApiError(
          409,
          'build_running',
          'A rebuild is under way; make a build live once it has finished.',
        );
      }
      try {
        const { live, previous } = await deps.rebuilder.makeLive(id);
        deps.log.info(
          `build: ${c.get('auth')?.user.email ?? 'an admin'} made ${live.id} live (was ${previous ?? 'none'})`,
        );
      } catch (error) {
        if (!(error instanceof BuildSwitchError)) throw error;
        throw new ApiError(error.code === 'unknown_build' ? 404 : 409, error.code, error.message);
      }
      return c.json(status(), 200, { 'Cache-Control': 'no-store' });
    });
}

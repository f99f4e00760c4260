import { Hono } from 'hono';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';

/** /api/admin/build: the state of the site build, and "Rebuild site" (admins only). */
export function adminBuildRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', (c) => c.json(deps.rebuilder.status(), 200, { 'Cache-Control': 'no-store' }))
    .post('/', (c) => {
      deps.rebuilder.requestRebuild('admin: Rebuild site');
      return c.json(deps.rebuilder.status(), 202);
    });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { type CardTarget, clearCardBackground, setCardBackground } from '../../db/queries/customizations.ts';
import { findMediaByPath } from '../../db/queries/media.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { badRequest, parseInput, readJsonBody } from '../http/errors.ts';
import { catalogGameIds } from '../services/game-catalog.ts';

const targets = ['truth-challenge', 'game', 'ask-and-pray'] as const;
const imageSchema = z.object({
  imageUrl: z
    .string()
    .regex(/^\/media-files\/images\/[^/]+$/, 'Please choose an image from the media library.'),
});

function validKey(target: CardTarget, key: string): boolean {
  if (target === 'truth-challenge') return /^[0-3]$/.test(key);
  if (target === 'game') return catalogGameIds().includes(key);
  return ['questions', 'prayer', 'community'].includes(key);
}

/**
 * /api/admin/customizations/:target/:key: a card's background image (challenge, game and Ask & Pray
 * cards). Admins only for all three, checked here on the server; the public pages rebuild.
 */
export function adminCustomizationRoutes(deps: AppDeps): Hono<AppEnv> {
  const parseTarget = (target: string, key: string): CardTarget => {
    const t = parseInput(z.enum(targets, { error: 'Unknown kind of card.' }), target);
    if (!validKey(t, key)) throw badRequest('Unknown card.');
    return t;
  };
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .put('/:target/:key', async (c) => {
      const { target, key } = c.req.param();
      const t = parseTarget(target, key);
      const { imageUrl } = await readJsonBody(c, imageSchema);
      const name = decodeURIComponent(imageUrl.slice('/media-files/images/'.length));
      if (!(await findMediaByPath(deps.db, 'images', name)))
        throw badRequest('That image is not in the media library.');
      await setCardBackground(deps.db, t, key, imageUrl);
      deps.rebuilder.requestRebuild(`card background: ${t} ${key}`);
      return c.json({ ok: true, imageUrl });
    })
    .delete('/:target/:key', async (c) => {
      const { target, key } = c.req.param();
      const t = parseTarget(target, key);
      await clearCardBackground(deps.db, t, key);
      deps.rebuilder.requestRebuild(`card background removed: ${t} ${key}`);
      return c.json({ ok: true });
    });
}

import type { APIRoute } from 'astro';
import { publicDevotionals, recentCount } from '../../build/content.ts';
import { localeOfPath } from '../../i18n/locales.ts';

/**
 * The recent devotionals the section's dialogs load on demand (a static file of each build), one
 * file a language (/es/devotionals/recent.json).
 */
export const GET: APIRoute = async ({ url }) => {
  const list = await publicDevotionals(localeOfPath(url.pathname));
  return new Response(JSON.stringify({ devotionals: list.slice(0, recentCount) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};

import type { APIRoute } from 'astro';
import { wisdomItems } from '../../build/content.ts';
import { localeOfPath } from '../../i18n/locales.ts';
import { wisdomSource } from '../../lib/wisdom/daily.ts';

/**
 * Every proverb the Daily Wisdom card steps through (a static file of each build); the card loads
 * it only when a visitor steps past the few proverbs its page carries. One file a language
 * (/es/wisdom/proverbs.json): each language's card steps through its own proverbs.
 */
export const GET: APIRoute = async ({ url }) => {
  const locale = localeOfPath(url.pathname);
  return new Response(JSON.stringify({ proverbs: wisdomSource(await wisdomItems(locale), locale) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};

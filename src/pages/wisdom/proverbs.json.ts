import type { APIRoute } from 'astro';
import { wisdomItems } from '../../build/content.ts';
import { wisdomSource } from '../../lib/wisdom/daily.ts';

/**
 * Every proverb the Daily Wisdom card steps through (a static file of each build); the card loads
 * it only when a visitor steps past the few proverbs its page carries.
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ proverbs: wisdomSource(await wisdomItems()) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

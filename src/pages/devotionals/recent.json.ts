import type { APIRoute } from 'astro';
import { publicDevotionals, recentCount } from '../../build/content.ts';

/** The recent devotionals the section's dialogs load on demand (a static file of each build). */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ devotionals: (await publicDevotionals()).slice(0, recentCount) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

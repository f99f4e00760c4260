import type { APIRoute } from 'astro';
import { siteSettings } from '../build/site.ts';
import { webManifest } from '../lib/web-manifest.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest(siteSettings().siteName), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });

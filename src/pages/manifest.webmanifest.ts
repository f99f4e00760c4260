import type { APIRoute } from 'astro';
import { siteSettings } from '../build/site.ts';
import { localeOfPath } from '../i18n/locales.ts';
import { webManifest } from '../lib/web-manifest.ts';

// Rendered once a language, like every page: /manifest.webmanifest and /es/manifest.webmanifest.
export const GET: APIRoute = ({ url }) =>
  new Response(JSON.stringify(webManifest(siteSettings().siteName, localeOfPath(url.pathname)), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });

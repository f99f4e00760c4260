import type { APIRoute } from 'astro';
import { absoluteUrl } from '../build/site.ts';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /auth/',
      'Disallow: /account/',
      '',
      `Sitemap: ${absoluteUrl('/sitemap-index.xml')}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );

import type { APIRoute } from 'astro';
import { publicDevotionals } from '../../build/content.ts';
import { absoluteUrl, siteSettings } from '../../build/site.ts';
import { renderRss } from '../../lib/devotionals/rss.ts';

const feedSize = 50;

/** /devotionals/rss.xml: the newest published devotionals. */
export const GET: APIRoute = async () => {
  const { siteName } = siteSettings();
  const items = (await publicDevotionals()).slice(0, feedSize).map((d) => ({
    title: d.title,
    url: d.url,
    date: d.date,
    keyVerse: d.keyVerse,
    text: d.devotionalText,
  }));
  const xml = renderRss(
    {
      title: `${siteName}: Daily Devotionals`,
      description:
        'A daily nugget of truth for children and families: a key verse, a short reading, a reflection and a prayer.',
      link: absoluteUrl('/devotionals/'),
      feedUrl: absoluteUrl('/devotionals/rss.xml'),
    },
    items,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};

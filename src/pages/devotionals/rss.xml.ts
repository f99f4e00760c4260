import type { APIRoute } from 'astro';
import { m } from '#messages';
import { publicDevotionals } from '../../build/content.ts';
import { absoluteUrl, siteSettings } from '../../build/site.ts';
import { localeOfPath } from '../../i18n/locales.ts';
import { localizedPath } from '../../i18n/paths.ts';
import { renderRss } from '../../lib/devotionals/rss.ts';

const feedSize = 50;

/** /devotionals/rss.xml (and /es/devotionals/rss.xml): the language's newest published devotionals. */
export const GET: APIRoute = async ({ url }) => {
  const locale = localeOfPath(url.pathname);
  const { siteName } = siteSettings();
  const items = (await publicDevotionals(locale)).slice(0, feedSize).map((d) => ({
    title: d.title,
    url: d.url,
    date: d.date,
    keyVerse: d.keyVerse,
    text: d.devotionalText,
  }));
  const page = localizedPath('/devotionals/', locale);
  const xml = renderRss(
    {
      title: m.devotionals_rss_title({ siteName }, { locale }),
      description: m.devotionals_page_description({}, { locale }),
      link: absoluteUrl(page),
      feedUrl: absoluteUrl(`${page}rss.xml`),
      language: locale,
    },
    items,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};

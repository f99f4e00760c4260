import { truncateText } from '../text.ts';

/** The devotionals' RSS 2.0 feed, written by hand (no dependency): every value is escaped. */
export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the site's devotionals page. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** The language of the feed's devotionals ('en', 'es'). */
  language: string;
}

export interface RssItem {
  title: string;
  url: string;
  /** 'YYYY-MM-DD' */
  date: string;
  keyVerse: string;
  text: string;
}

const rssSummaryChars = 300;

export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** A day as an RFC 822 date (midnight UTC), as RSS wants it. */
export function rssDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  const entries = items.map((item) => {
    const summary = `${item.keyVerse}\n\n${truncateText(item.text, rssSummaryChars).text}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <pubDate>${rssDate(item.date)}</pubDate>`,
      `      <description>${escapeXml(summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

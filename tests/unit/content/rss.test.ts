import { describe, expect, it } from 'vitest';
import { escapeXml, renderRss, rssDate } from '../../../src/lib/devotionals/rss.ts';

describe('the devotionals feed', () => {
  const channel = {
    title: 'Kids & Bible',
    description: 'Daily',
    link: 'https://k.example/devotionals/',
    feedUrl: 'https://k.example/devotionals/rss.xml',
    language: 'en',
  };

  it('escapes every value, so titles with markup stay text', () => {
    const xml = renderRss(channel, [
      {
        title: '<script>alert("x")</script>',
        url: 'https://k.example/devotionals/a/?x=1&y=2',
        date: '2025-06-01',
        keyVerse: "It's \u0001good",
        text: 'Body',
      },
    ]);
    expect(xml).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(xml).toContain('<link>https://k.example/devotionals/a/?x=1&amp;y=2</link>');
    expect(xml).toContain('<title>Kids &amp; Bible</title>');
    expect(xml).toContain('It&apos;s good');
    expect(xml).not.toContain('<script>');
  });

  it('writes RFC 822 dates and shortens long texts', () => {
    expect(rssDate('2025-06-01')).toBe('Sun, 01 Jun 2025 00:00:00 GMT');
    const xml = renderRss(channel, [
      { title: 't', url: 'u', date: '2025-06-01', keyVerse: 'k', text: 'word '.repeat(200) },
    ]);
    expect(xml).toContain('<pubDate>Sun, 01 Jun 2025 00:00:00 GMT</pubDate>');
    expect(xml.match(/<description>k\n\n(word ?)+\.\.\.<\/description>/)).not.toBeNull();
  });

  it('says the language of its devotionals', () => {
    expect(renderRss(channel, [])).toContain('<language>en</language>');
    expect(renderRss({ ...channel, language: 'es' }, [])).toContain('<language>es</language>');
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
  });
});

import { describe, expect, it } from 'vitest';
import { bibleSitemapLinks } from '../../../src/lib/bible/sitemap-links.ts';

const site = 'https://example.org';

describe("the sitemap's hreflang links of Bible pages", () => {
  it('pairs an English chapter with the same chapter of the Spanish version, both ways', () => {
    const pair = [
      { url: `${site}/bible/web/john/3/`, lang: 'en' },
      { url: `${site}/es/bible/rv1909/john/3/`, lang: 'es' },
    ];
    expect(bibleSitemapLinks(`${site}/bible/web/john/3/`)).toEqual(pair);
    expect(bibleSitemapLinks(`${site}/es/bible/rv1909/john/3/`)).toEqual(pair);
    // Another English version names only itself: the Spanish page cannot name it back.
    expect(bibleSitemapLinks(`${site}/bible/kjv/john/3/`)).toEqual([
      { url: `${site}/bible/kjv/john/3/`, lang: 'en' },
    ]);
  });

  it('pairs book pages, and leaves every other page to the i18n option', () => {
    expect(bibleSitemapLinks(`${site}/es/bible/rv1909/genesis/`)).toEqual([
      { url: `${site}/bible/web/genesis/`, lang: 'en' },
      { url: `${site}/es/bible/rv1909/genesis/`, lang: 'es' },
    ]);
    expect(bibleSitemapLinks(`${site}/bible/`)).toBeNull();
    expect(bibleSitemapLinks(`${site}/bible/search/`)).toBeNull();
    expect(bibleSitemapLinks(`${site}/es/bible/words/`)).toBeNull();
    expect(bibleSitemapLinks(`${site}/bible/niv/john/3/`)).toBeNull();
  });
});

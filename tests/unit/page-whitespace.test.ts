import { readFileSync } from 'node:fs';
import { transform } from '@astrojs/compiler-rs';
import { describe, expect, it } from 'vitest';
import { m } from '#messages';
import config from '../../astro.config.mjs';

/**
 * Pages are compiled with HTML's whitespace rules: a line break in a page's text is a space, also
 * before or after an expression. Astro 7's default ('jsx') drops it, and a sentence wrapped before
 * `{childRetentionMonths}` read "for24 months" on /privacy/.
 */
const compact = config.compressHTML ?? 'jsx';

function compiled(source: string): string {
  return transform(source, { compact, filename: '/page.astro' }).code;
}

describe('page whitespace', () => {
  it('keeps a line break before an expression as a space', () => {
    const code = compiled(
      '---\nconst n = 24;\n---\n<p>\n  kept for\n  {n} months, then\n  {n}\n  more\n</p>\n',
    );
    expect(code).toMatch(/kept for\s+\$\{n\} months, then\s+\$\{n\}\s+more/);
  });

  it('/privacy/ says "for 24 months" with its space, in each language', () => {
    // The sentence is a message now (the catalogue keeps its spaces); the page passes the number.
    expect(readFileSync('src/pages/privacy.astro', 'utf8')).toContain(
      'm.site_privacy_how_long_text({ months: childRetentionMonths })',
    );
    expect(m.site_privacy_how_long_text({ months: 24 }, { locale: 'en' })).toMatch(/ for 24 months/);
    expect(m.site_privacy_how_long_text({ months: 24 }, { locale: 'es' })).toMatch(/ 24 meses/);
  });
});

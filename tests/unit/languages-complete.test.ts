import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseLocale, localeNames, locales } from '../../src/i18n/locales.ts';
import { bibleVersions } from '../../src/lib/bible/versions.ts';
import { builtInProverbsFor } from '../../src/lib/wisdom/daily.ts';

/**
 * Every language the site lists is complete (README, "Adding a language"): in the Paraglide settings,
 * with a Bible in it, and with its own file beside each English content file the pages read. The
 * catalogues' completeness is tests/unit/i18n-catalogues.test.ts; each kind's own test checks its
 * files' contents against the English (stories, games, plans, challenges, site content).
 */
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as { locales: string[] };

/** The English content files that each language has a twin of, in `<folder>/<code>/`. */
const contentFolders: Array<{ folder: string; files: (names: string[]) => string[] }> = [
  { folder: 'content/stories', files: (names) => names.filter((n) => /^\d\d-.+\.md$/.test(n)) },
  { folder: 'content/games', files: (names) => names.filter((n) => n.endsWith('.json')) },
  { folder: 'content/pages', files: (names) => names.filter((n) => n.endsWith('.md')) },
  { folder: 'content/site', files: () => ['plans.json', 'faq.json', 'features.json'] },
  { folder: 'content/reading-plans', files: () => ['plans.json'] },
  { folder: 'content/memory', files: () => ['verse-sets.json'] },
  { folder: 'content/challenges', files: () => ['challenges.json', 'badges.json', 'achievements.json'] },
  { folder: 'content/bible', files: () => ['words.json'] },
];

describe('every language the site lists is complete', () => {
  it('lists the same languages in the site and in the message settings', () => {
    expect([...settings.locales].sort()).toEqual([...locales].sort());
    for (const locale of locales) expect(localeNames[locale]).toBeTruthy();
  });

  for (const locale of locales.filter((l) => l !== baseLocale)) {
    it(`${locale}: has a Bible in its language, and built-in proverbs`, () => {
      expect(bibleVersions.some((v) => v.language === locale)).toBe(true);
      expect(builtInProverbsFor(locale).length).toBeGreaterThan(0);
    });

    it(`${locale}: has its own file beside each English content file`, () => {
      const missing: string[] = [];
      for (const { folder, files } of contentFolders) {
        const names = readdirSync(folder).filter((n) => !n.startsWith('.'));
        for (const name of files(names)) {
          if (!existsSync(path.join(folder, locale, name))) missing.push(`${folder}/${locale}/${name}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});

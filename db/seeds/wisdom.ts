import type { Locale } from '../../src/i18n/locales.ts';
import { builtInProverbsFor } from '../../src/lib/wisdom/daily.ts';
import { insertProverb } from '../queries/wisdom.ts';
import type { Seed } from './run.ts';

/** The built-in proverbs of `locale` (also its card's fallback list), all active, first one newest. */
function wisdomSeedOf(name: string, locale: Locale): Seed {
  return {
    name,
    tables: ['wisdom_proverbs'],
    locale,
    run: async (db) => {
      const now = Date.now();
      for (const [i, proverb] of builtInProverbsFor(locale).entries()) {
        await insertProverb(db, { ...proverb, locale }, true, new Date(now - i * 1000));
      }
    },
  };
}

export const wisdomSeed: Seed = wisdomSeedOf('wisdom-proverbs', 'en');
export const wisdomSeedEs: Seed = wisdomSeedOf('wisdom-proverbs-es', 'es');

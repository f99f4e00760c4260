import type { Locale } from '../../src/i18n/locales.ts';
import type { DevotionalFields } from '../../src/lib/devotionals/devotional.ts';
import { addDays } from '../../src/lib/site-day.ts';
import { insertDevotional } from '../queries/devotionals.ts';
import { starterDevotionals } from './devotionals-data.ts';
import { starterDevotionalsEs } from './devotionals-data-es.ts';
import type { Seed } from './run.ts';

type StarterDevotional = { offset: number } & Omit<DevotionalFields, 'date' | 'locale'>;

/** A week of devotionals in `locale` around the day the seed runs: three before, today, three after. */
function devotionalsSeedOf(name: string, locale: Locale, list: readonly StarterDevotional[]): Seed {
  return {
    name,
    tables: ['devotionals'],
    locale,
    run: async (db, today) => {
      for (const { offset, ...fields } of list) {
        await insertDevotional(db, { ...fields, locale, date: addDays(today, offset) });
      }
    },
  };
}

export const devotionalsSeed: Seed = devotionalsSeedOf('devotionals', 'en', starterDevotionals);
export const devotionalsSeedEs: Seed = devotionalsSeedOf('devotionals-es', 'es', starterDevotionalsEs);

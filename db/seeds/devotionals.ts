import { loadSettings } from '../../api/settings.ts';
import { addDays, siteDay } from '../../src/lib/site-day.ts';
import { insertDevotional } from '../queries/devotionals.ts';
import type { Seed } from '../seed.ts';
import { starterDevotionals } from './devotionals-data.ts';

/** A week of devotionals around the day the seed runs: three before, today, three after. */
export function devotionalSeed(today: () => string): Seed {
  return {
    name: 'devotionals',
    tables: ['devotionals'],
    run: async (db) => {
      const day = today();
      for (const { offset, ...fields } of starterDevotionals) {
        await insertDevotional(db, { ...fields, date: addDays(day, offset) });
      }
    },
  };
}

export const devotionalsSeed = devotionalSeed(() => siteDay(new Date(), loadSettings().siteTimeZone));

import { addDays } from '../../src/lib/site-day.ts';
import { insertDevotional } from '../queries/devotionals.ts';
import { starterDevotionals } from './devotionals-data.ts';
import type { Seed } from './run.ts';

/** A week of devotionals around the day the seed runs: three before, today, three after. */
export const devotionalsSeed: Seed = {
  name: 'devotionals',
  tables: ['devotionals'],
  run: async (db, today) => {
    for (const { offset, ...fields } of starterDevotionals) {
      await insertDevotional(db, { ...fields, date: addDays(today, offset) });
    }
  },
};

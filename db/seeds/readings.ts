import type { ReadingFields } from '../../src/lib/readings.ts';
import { addDays } from '../../src/lib/site-day.ts';
import { insertReading } from '../queries/readings.ts';
import type { Seed } from './run.ts';
import starterReadingsFile from './starter-readings.json' with { type: 'json' };

/** Two weeks of great Bible stories, one a day, starting the day the seed runs (verses null: all of them). */
export const starterReadings: Omit<ReadingFields, 'date'>[] = starterReadingsFile;

export const readingsSeed: Seed = {
  name: 'daily-readings',
  tables: ['daily_readings'],
  run: async (db, today) => {
    for (const [i, planned] of starterReadings.entries())
      await insertReading(db, { ...planned, date: addDays(today, i) });
  },
};

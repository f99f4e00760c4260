import type { ReadingFields } from '../../src/lib/readings.ts';
import { addDays } from '../../src/lib/site-day.ts';
import { insertReading } from '../queries/readings.ts';
import type { Seed } from './run.ts';

type Planned = Omit<ReadingFields, 'date'>;
const r = (
  book: string,
  chapter: number,
  verseStart: number | null,
  verseEnd: number | null,
  title: string,
  notes: string,
): Planned => ({
  book,
  chapter,
  verseStart,
  verseEnd,
  title,
  notes,
});

/** Two weeks of great Bible stories, one a day, starting the day the seed runs. */
export const starterReadings: Planned[] = [
  r(
    'genesis',
    1,
    null,
    null,
    'God Makes Everything',
    'Count how many times God says that what He made was good.',
  ),
  r('genesis', 6, 9, 22, 'Noah Builds the Ark', 'Noah obeyed God even when others did not understand.'),
  r('exodus', 14, 10, 31, 'Crossing the Red Sea', 'God made a path where there was no path.'),
  r('1samuel', 17, 32, 50, 'David and Goliath', 'David trusted God, not his size or his armor.'),
  r('daniel', 6, 10, 23, 'Daniel and the Lions', 'Daniel kept praying, and God shut the lions’ mouths.'),
  r('jonah', 1, 1, 17, 'Jonah Runs Away', 'You cannot run away from God, and He never gives up on you.'),
  r(
    'psalms',
    23,
    null,
    null,
    'The Lord Is My Shepherd',
    'Read it slowly and picture God caring for you like a shepherd.',
  ),
  r('luke', 2, 1, 20, 'Jesus Is Born', 'The angels brought good news of great joy for all people.'),
  r('mark', 4, 35, 41, 'Jesus Calms the Storm', 'Even the wind and the waves obey Jesus.'),
  r(
    'john',
    6,
    1,
    14,
    'A Boy Shares His Lunch',
    'Jesus used a small lunch to feed more than five thousand people.',
  ),
  r('luke', 15, 1, 7, 'The Lost Sheep', 'Jesus goes looking for every lost sheep, and heaven celebrates.'),
  r('luke', 19, 1, 10, 'Zacchaeus Meets Jesus', 'Meeting Jesus changed Zacchaeus from the inside out.'),
  r('luke', 10, 25, 37, 'The Good Samaritan', 'A neighbor is anyone who needs our help.'),
  r('matthew', 28, 1, 10, 'He Is Risen!', 'The tomb was empty because Jesus is alive!'),
];

export const readingsSeed: Seed = {
  name: 'daily-readings',
  tables: ['daily_readings'],
  run: async (db, today) => {
    for (const [i, planned] of starterReadings.entries())
      await insertReading(db, { ...planned, date: addDays(today, i) });
  },
};

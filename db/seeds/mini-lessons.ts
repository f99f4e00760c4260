import { insertMiniLesson } from '../queries/mini-lessons.ts';
import { starterMiniLessons } from './mini-lessons-data.ts';
import type { Seed } from './run.ts';

/** The three mini lessons: gospel, holy-spirit, relationship. */
export const miniLessonsSeed: Seed = {
  name: 'mini-lessons',
  tables: ['mini_lessons'],
  run: async (db) => {
    for (const { id, ...fields } of starterMiniLessons) await insertMiniLesson(db, id, fields);
  },
};

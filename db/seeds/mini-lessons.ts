import type { Locale } from '../../src/i18n/locales.ts';
import type { MiniLessonFields } from '../../src/lib/mini-lessons.ts';
import { insertMiniLesson } from '../queries/mini-lessons.ts';
import { starterMiniLessons } from './mini-lessons-data.ts';
import { starterMiniLessonsEs } from './mini-lessons-data-es.ts';
import type { Seed } from './run.ts';

type StarterLesson = { id: string } & Omit<MiniLessonFields, 'locale'>;

/** The three starter mini lessons of `locale` (gospel, holy spirit, friendship with God). */
function miniLessonsSeedOf(name: string, locale: Locale, list: readonly StarterLesson[]): Seed {
  return {
    name,
    tables: ['mini_lessons'],
    locale,
    run: async (db) => {
      for (const { id, ...fields } of list) await insertMiniLesson(db, id, { ...fields, locale });
    },
  };
}

export const miniLessonsSeed: Seed = miniLessonsSeedOf('mini-lessons', 'en', starterMiniLessons);
export const miniLessonsSeedEs: Seed = miniLessonsSeedOf('mini-lessons-es', 'es', starterMiniLessonsEs);

import type { ReactElement } from 'react';
import { m } from '#messages';
import { localeNames } from '../../../i18n/locales.ts';
import { localizedPath } from '../../../i18n/paths.ts';
import type { MiniLesson, MiniLessonFields } from '../../../lib/mini-lessons.ts';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { MiniLessonForm } from './MiniLessonForm.tsx';

const base = '/api/admin/mini-lessons';

function lessonWords(): ContentAdminWords<MiniLesson> {
  return {
    loadFailed: (message) => ({
      title: m.admin_lesson_load_failed_title(),
      description: m.admin_lesson_load_failed({ message }),
      variant: 'error',
    }),
    errorTitle: m.admin_lesson_error_title(),
    saveFailed: (editing) => (editing ? m.admin_lesson_update_failed() : m.admin_lesson_create_failed()),
    saved: (editing) => ({
      title: editing ? m.admin_lesson_updated() : m.admin_lesson_created(),
      variant: 'success',
    }),
    confirmDelete: (lesson) => m.admin_lesson_confirm_delete({ title: lesson.title }),
    deleteFailed: m.admin_lesson_delete_failed(),
    deleted: { title: m.admin_lesson_deleted(), variant: 'success' },
    add: m.admin_lesson_create(),
    list: {
      title: m.admin_lesson_list_title(),
      intro: m.admin_lesson_list_intro(),
      loading: m.admin_lesson_loading(),
      empty: m.admin_lesson_empty(),
      noun: m.admin_lesson_noun(),
    },
  };
}

/** A lesson's page, in its language's part of the site. */
const lessonPath = (lesson: MiniLesson): string =>
  localizedPath(`/explorer/lessons/${lesson.id}/`, lesson.locale);

/** Mini lessons: list, create, edit, delete, saved in the database (the tab and /admin/mini-lessons). */
export default function MiniLessonsManager(): ReactElement {
  const admin = useContentAdmin<MiniLesson, MiniLessonFields>(base, 'lessons', lessonWords());

  return (
    <ContentTab
      tab="mini-lessons"
      heading={m.admin_lesson_heading()}
      admin={admin}
      Form={MiniLessonForm}
      ordered
      textOf={(lesson) => `${lesson.title} ${lesson.description} ${lesson.id} ${localeNames[lesson.locale]}`}
      nameOf={(lesson) => lesson.title}
      summary={(lesson) => (
        <span>
          <span className="block font-bold text-slate-900" lang={lesson.locale}>
            {lesson.title}
          </span>
          <span className="block text-sm text-slate-600">{localeNames[lesson.locale]}</span>
          <a href={lessonPath(lesson)} className="block text-sm text-brand-700 underline">
            {lessonPath(lesson)}
          </a>
        </span>
      )}
    />
  );
}

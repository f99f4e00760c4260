import type { ReactElement } from 'react';
import type { MiniLesson, MiniLessonFields } from '../../../lib/mini-lessons.ts';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { MiniLessonForm } from './MiniLessonForm.tsx';

const base = '/api/admin/mini-lessons';

const words: ContentAdminWords<MiniLesson> = {
  loadFailed: (message) => ({
    title: 'Database Error',
    description: `Failed to fetch mini lessons: ${message}`,
    variant: 'error',
  }),
  errorTitle: 'Error',
  saveFailed: (editing) => (editing ? 'Failed to update mini lesson' : 'Failed to create mini lesson'),
  saved: (editing) => ({
    title: editing ? 'Mini Lesson Updated' : 'Mini Lesson Created',
    variant: 'success',
  }),
  confirmDelete: (lesson) => `Delete the mini lesson “${lesson.title}”?`,
  deleteFailed: 'Failed to delete mini lesson',
  deleted: { title: 'Mini Lesson Deleted', variant: 'success' },
  add: 'Create Mini Lesson',
  list: {
    title: 'All mini lessons',
    intro: 'Plans open lessons in this order: basic opens the first one, premium opens all.',
    loading: 'Loading mini lessons...',
    empty: 'No mini lessons yet.',
    noun: 'mini lessons',
  },
};

/** Mini lessons: list, create, edit, delete, saved in the database (the tab and /admin/mini-lessons). */
export default function MiniLessonsManager(): ReactElement {
  const admin = useContentAdmin<MiniLesson, MiniLessonFields>(base, 'lessons', words);

  return (
    <ContentTab
      tab="mini-lessons"
      heading="Mini Lessons"
      admin={admin}
      Form={MiniLessonForm}
      ordered
      textOf={(lesson) => `${lesson.title} ${lesson.description} ${lesson.id}`}
      nameOf={(lesson) => lesson.title}
      summary={(lesson) => (
        <span>
          <span className="block font-bold text-slate-900">{lesson.title}</span>
          <a href={`/explorer/lessons/${lesson.id}/`} className="block text-sm text-brand-700 underline">
            /explorer/lessons/{lesson.id}/
          </a>
        </span>
      )}
    />
  );
}

import type { ReactElement } from 'react';
import type { MiniLesson, MiniLessonFields } from '../../../lib/mini-lessons.ts';
import {
  type ContentAdminWords,
  ContentList,
  ContentTabHeader,
  useContentAdmin,
} from '../shared/ContentAdmin.tsx';
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
};

/** Mini lessons: list, create, edit, delete, saved in the database (the tab and /admin/mini-lessons). */
export function MiniLessonsManager(): ReactElement {
  const { items, form, setForm, save, remove } = useContentAdmin<MiniLesson, MiniLessonFields>(
    base,
    'lessons',
    words,
  );

  return (
    <div className="grid gap-6" data-admin-mini-lessons>
      <ContentTabHeader
        title="Mini Lessons"
        addLabel="Create Mini Lesson"
        formOpen={form !== null}
        onAdd={() => setForm({ editing: null })}
      />
      {form && (
        <MiniLessonForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          onSave={save}
          onCancel={() => setForm(null)}
        />
      )}
      <ContentList
        titleId="lesson-list-title"
        title="All mini lessons"
        intro="Plans open lessons in this order: basic opens the first one, premium opens all."
        items={items}
        loadingText="Loading mini lessons..."
        emptyText="No mini lessons yet."
        noun="mini lessons"
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
        onEdit={(lesson) => setForm({ editing: lesson })}
        onDelete={(lesson) => void remove(lesson)}
      />
    </div>
  );
}

import { type ReactElement, useState } from 'react';
import type { MiniLesson, MiniLessonFields } from '../../../lib/mini-lessons.ts';
import { toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';
import { announceRebuild, failureToast, useAdminList } from '../shared/admin-api.ts';
import { MiniLessonForm } from './MiniLessonForm.tsx';

const base = '/api/admin/mini-lessons';

/** Mini lessons: list, create, edit, delete, saved in the database (the tab and /admin/mini-lessons). */
export function MiniLessonsManager(): ReactElement {
  const { items, reload } = useAdminList<MiniLesson>(base, 'lessons', (message) =>
    toast({
      title: 'Database Error',
      description: `Failed to fetch mini lessons: ${message}`,
      variant: 'error',
    }),
  );
  const [form, setForm] = useState<{ editing: MiniLesson | null } | null>(null);

  async function save(fields: MiniLessonFields): Promise<boolean> {
    const editing = form?.editing ?? null;
    const result = editing
      ? await apiRequest('PUT', `${base}/${editing.id}`, fields)
      : await apiRequest('POST', base, fields);
    if (!result.ok) {
      failureToast(
        result,
        'Error',
        editing ? 'Failed to update mini lesson' : 'Failed to create mini lesson',
      );
      return false;
    }
    toast({ title: editing ? 'Mini Lesson Updated' : 'Mini Lesson Created', variant: 'success' });
    announceRebuild();
    if (editing) setForm(null);
    await reload();
    return true;
  }

  async function remove(lesson: MiniLesson): Promise<void> {
    if (!window.confirm(`Delete the mini lesson “${lesson.title}”?`)) return;
    const result = await apiRequest('DELETE', `${base}/${lesson.id}`);
    if (!result.ok) return failureToast(result, 'Error', 'Failed to delete mini lesson');
    toast({ title: 'Mini Lesson Deleted', variant: 'success' });
    announceRebuild();
    await reload();
  }

  return (
    <div className="grid gap-6" data-admin-mini-lessons>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">Mini Lessons</h2>
        {!form && (
          <button type="button" className="btn-primary" onClick={() => setForm({ editing: null })}>
            Create Mini Lesson
          </button>
        )}
      </div>
      {form && (
        <MiniLessonForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          onSave={save}
          onCancel={() => setForm(null)}
        />
      )}
      <section className="card" aria-labelledby="lesson-list-title">
        <h3 id="lesson-list-title" className="text-xl font-extrabold text-brand-900">
          All mini lessons
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Plans open lessons in this order: basic opens the first one, premium opens all.
        </p>
        {items === null ? (
          <p role="status" className="mt-3 text-slate-700">
            Loading mini lessons...
          </p>
        ) : items.length === 0 ? (
          <p className="mt-3 text-slate-700">No mini lessons yet.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-200" data-admin-list>
            {items.map((lesson) => (
              <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="block font-bold text-slate-900">{lesson.title}</span>
                  <a
                    href={`/explorer/lessons/${lesson.id}/`}
                    className="block text-sm text-brand-700 underline"
                  >
                    /explorer/lessons/{lesson.id}/
                  </a>
                </span>
                <span className="flex gap-2">
                  <button type="button" className="btn-ghost" onClick={() => setForm({ editing: lesson })}>
                    Edit<span className="sr-only"> {lesson.title}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-coral-700"
                    onClick={() => void remove(lesson)}
                  >
                    Delete<span className="sr-only"> {lesson.title}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

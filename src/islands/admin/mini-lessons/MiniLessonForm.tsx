import type { ReactElement } from 'react';
import {
  checkMiniLesson,
  keyVersesFromText,
  type MiniLesson,
  type MiniLessonFields,
  miniLessonId,
} from '../../../lib/mini-lessons.ts';
import { Field, TextArea } from '../shared/Fields.tsx';
import { useAdminForm } from '../shared/use-admin-form.ts';

export interface MiniLessonFormProps {
  editing: MiniLesson | null;
  onSave: (fields: MiniLessonFields) => Promise<boolean>;
  onCancel: () => void;
}

/** Create and edit a mini lesson: title and content required, the rest optional. */
export function MiniLessonForm({ editing, onSave, onCancel }: MiniLessonFormProps): ReactElement {
  const {
    values: v,
    set,
    disabled,
    submit,
  } = useAdminForm({
    empty: { title: '', description: '', content: '', keyVerses: '', reflection: '' },
    initial: editing
      ? {
          title: editing.title,
          description: editing.description,
          content: editing.content,
          keyVerses: editing.keyVerses.join('\n'),
          reflection: editing.reflection,
        }
      : null,
    check: (values) => checkMiniLesson({ ...values, keyVerses: keyVersesFromText(values.keyVerses) }),
    onSave,
  });
  const id = editing?.id ?? miniLessonId(v.title);

  return (
    <form
      className="card grid gap-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="lesson-form-title"
    >
      <h3 id="lesson-form-title" className="text-xl font-extrabold text-brand-900">
        {editing ? 'Edit Mini Lesson' : 'Create Mini Lesson'}
      </h3>
      <Field
        label="Title"
        value={v.title}
        onChange={set('title')}
        required
        hint={id ? `Its address: /explorer/lessons/${id}/` : undefined}
      />
      <Field label="Description" value={v.description} onChange={set('description')} />
      <TextArea
        label="Content"
        value={v.content}
        onChange={set('content')}
        required
        rows={8}
        hint="Leave a blank line between paragraphs."
      />
      <TextArea
        label="Key Verses"
        value={v.keyVerses}
        onChange={set('keyVerses')}
        rows={3}
        hint="One verse a line, with its reference."
      />
      <TextArea label="Reflection" value={v.reflection} onChange={set('reflection')} rows={2} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={disabled}>
          {editing ? 'Save Changes' : 'Create Lesson'}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

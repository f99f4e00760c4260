import type { ReactElement } from 'react';
import {
  checkMiniLesson,
  keyVersesFromText,
  type MiniLesson,
  type MiniLessonFields,
  miniLessonId,
} from '../../../lib/mini-lessons.ts';
import { AdminFormCard, type AdminFormProps } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { useAdminForm } from '../shared/use-admin-form.ts';

export type MiniLessonFormProps = AdminFormProps<MiniLesson, MiniLessonFields>;

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
    <AdminFormCard
      titleId="lesson-form-title"
      title={editing ? 'Edit Mini Lesson' : 'Create Mini Lesson'}
      submitLabel={editing ? 'Save Changes' : 'Create Lesson'}
      disabled={disabled}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </AdminFormCard>
  );
}

import type { ReactElement } from 'react';
import {
  checkMiniLesson,
  keyVersesFromText,
  type MiniLesson,
  type MiniLessonFields,
  miniLessonId,
} from '../../../lib/mini-lessons.ts';
import { AdminFormCard } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, useAdminForm } from '../shared/use-admin-form.ts';

export type MiniLessonFormProps = AdminFormProps<MiniLesson, MiniLessonFields>;

/** Create and edit a mini lesson: title and content required, the rest optional. */
export function MiniLessonForm(props: MiniLessonFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: { title: '', description: '', content: '', keyVerses: '', reflection: '' },
    fromItem: (lesson) => ({
      title: lesson.title,
      description: lesson.description,
      content: lesson.content,
      keyVerses: lesson.keyVerses.join('\n'),
      reflection: lesson.reflection,
    }),
    check: (values) => checkMiniLesson({ ...values, keyVerses: keyVersesFromText(values.keyVerses) }),
  });
  const { values: v, bind } = form;
  const id = props.editing?.id ?? miniLessonId(v.title);

  return (
    <AdminFormCard
      form={form}
      titleId="lesson-form-title"
      editTitle="Edit Mini Lesson"
      addTitle="Create Mini Lesson"
      addLabel="Create Lesson"
    >
      <Field
        label="Title"
        {...bind('title')}
        required
        hint={id ? `Its address: /explorer/lessons/${id}/` : undefined}
      />
      <Field label="Description" {...bind('description')} />
      <TextArea
        label="Content"
        {...bind('content')}
        required
        rows={8}
        hint="Leave a blank line between paragraphs."
      />
      <TextArea
        label="Key Verses"
        {...bind('keyVerses')}
        rows={3}
        hint="One verse a line, with its reference."
      />
      <TextArea label="Reflection" {...bind('reflection')} rows={2} />
    </AdminFormCard>
  );
}

import type { ReactElement } from 'react';
import {
  checkMiniLesson,
  keyVersesFromText,
  type MiniLesson,
  type MiniLessonFields,
  miniLessonId,
} from '../../../lib/mini-lessons.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

export type MiniLessonFormProps = AdminFormProps<MiniLesson, MiniLessonFields>;

/** The fields the form shows as they are (the key verses are one a line). */
const lessonTexts = ['title', 'description', 'content', 'reflection'] as const;

const titles: FormTitles = { edit: 'Edit Mini Lesson', add: 'Create Mini Lesson', submit: 'Create Lesson' };

/** Create and edit a mini lesson: title and content required, the rest optional. */
export function MiniLessonForm(props: MiniLessonFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, lessonTexts), keyVerses: '' },
    fromItem: (lesson) => ({ ...formTexts(lesson, lessonTexts), keyVerses: lesson.keyVerses.join('\n') }),
    check: (values) => checkMiniLesson({ ...values, keyVerses: keyVersesFromText(values.keyVerses) }),
  });
  const { values: v, bind } = form;
  const id = props.editing?.id ?? miniLessonId(v.title);

  return (
    <AdminFormCard form={form} titles={titles}>
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

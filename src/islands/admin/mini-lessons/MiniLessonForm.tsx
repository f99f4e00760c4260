import type { ReactElement } from 'react';
import { m } from '#messages';
import { isLocale } from '../../../i18n/locales.ts';
import { localizedPath } from '../../../i18n/paths.ts';
import {
  checkMiniLesson,
  keyVersesFromText,
  type MiniLesson,
  type MiniLessonFields,
  miniLessonId,
} from '../../../lib/mini-lessons.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { defaultContentLocale, LanguageSelect } from '../shared/LanguageSelect.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

export type MiniLessonFormProps = AdminFormProps<MiniLesson, MiniLessonFields>;

/** The fields the form shows as they are (the key verses are one a line). */
const lessonTexts = ['title', 'description', 'content', 'reflection', 'locale'] as const;

/** Create and edit a mini lesson: title and content required, the rest optional. */
export function MiniLessonForm(props: MiniLessonFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, lessonTexts), keyVerses: '', locale: defaultContentLocale() },
    fromItem: (lesson) => ({ ...formTexts(lesson, lessonTexts), keyVerses: lesson.keyVerses.join('\n') }),
    check: (values) => checkMiniLesson({ ...values, keyVerses: keyVersesFromText(values.keyVerses) }),
    errorTitle: m.admin_lesson_error_title(),
  });
  const { values: v, bind } = form;
  const id = props.editing?.id ?? miniLessonId(v.title);
  // The lesson's page is in its language's part of the site (/es/explorer/lessons/...).
  const path = localizedPath(`/explorer/lessons/${id}/`, isLocale(v.locale) ? v.locale : 'en');
  const titles: FormTitles = {
    edit: m.admin_lesson_edit(),
    add: m.admin_lesson_create(),
    submit: m.admin_lesson_create_submit(),
  };

  return (
    <AdminFormCard form={form} titles={titles}>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <Field
          label={m.admin_lesson_title()}
          {...bind('title')}
          required
          hint={id ? m.admin_lesson_address({ path }) : undefined}
        />
        <LanguageSelect label={m.admin_lesson_language()} {...bind('locale')} />
      </div>
      <Field label={m.admin_lesson_description()} {...bind('description')} />
      <TextArea
        label={m.admin_lesson_content()}
        {...bind('content')}
        required
        rows={8}
        hint={m.admin_lesson_paragraphs_hint()}
      />
      <TextArea
        label={m.admin_lesson_key_verses()}
        {...bind('keyVerses')}
        rows={3}
        hint={m.admin_lesson_key_verses_hint()}
      />
      <TextArea label={m.admin_lesson_reflection()} {...bind('reflection')} rows={2} />
    </AdminFormCard>
  );
}

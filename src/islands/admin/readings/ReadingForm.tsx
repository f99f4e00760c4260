import type { ReactElement } from 'react';
import { m } from '#messages';
import { bibleBooks } from '../../../lib/bible/books.ts';
import { checkReading, type Reading, type ReadingFields } from '../../../lib/readings.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, Select, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

export type ReadingFormProps = AdminFormProps<Reading, ReadingFields>;

const bookOptions = (): Array<{ value: string; label: string }> => [
  { value: '', label: m.admin_readings_choose_book() },
  ...bibleBooks.map((b) => ({ value: b.slug, label: b.name })),
];
const readingFields = ['date', 'book', 'chapter', 'verseStart', 'verseEnd', 'title', 'notes'] as const;

const titles = (): FormTitles => ({
  edit: m.admin_readings_edit(),
  add: m.admin_readings_add(),
  submit: m.admin_readings_add(),
});

/** One day of the reading plan: the day, a passage (book, chapter, optional verses), a title and notes. */
export function ReadingForm(props: ReadingFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: formTexts({}, readingFields),
    fromItem: (reading) => formTexts(reading, readingFields),
    check: checkReading,
  });
  const { bind } = form;

  return (
    <AdminFormCard form={form} titles={titles()} headingLevel={2}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={m.admin_readings_date()} type="date" {...bind('date')} required />
        <Field label={m.admin_readings_title()} {...bind('title')} required />
      </div>
      <div className="grid gap-4 md:grid-cols-4">
        <Select label={m.admin_readings_book()} {...bind('book')} options={bookOptions()} required />
        <Field
          label={m.admin_readings_chapter()}
          type="number"
          inputMode="numeric"
          {...bind('chapter')}
          required
        />
        <Field
          label={m.admin_readings_from_verse()}
          type="number"
          inputMode="numeric"
          {...bind('verseStart')}
        />
        <Field label={m.admin_readings_to_verse()} type="number" inputMode="numeric" {...bind('verseEnd')} />
      </div>
      <TextArea
        label={m.admin_readings_notes()}
        {...bind('notes')}
        rows={2}
        hint={m.admin_readings_notes_hint()}
      />
    </AdminFormCard>
  );
}

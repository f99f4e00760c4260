import type { ReactElement } from 'react';
import { bibleBooks } from '../../../lib/bible/books.ts';
import { checkReading, type Reading, type ReadingFields } from '../../../lib/readings.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, Select, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

export type ReadingFormProps = AdminFormProps<Reading, ReadingFields>;

const bookOptions = [
  { value: '', label: 'Choose a book' },
  ...bibleBooks.map((b) => ({ value: b.slug, label: b.name })),
];
const readingFields = ['date', 'book', 'chapter', 'verseStart', 'verseEnd', 'title', 'notes'] as const;

const titles: FormTitles = { edit: 'Edit Reading', add: 'Add Reading', submit: 'Add Reading' };

/** One day of the reading plan: the day, a passage (book, chapter, optional verses), a title and notes. */
export function ReadingForm(props: ReadingFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: formTexts({}, readingFields),
    fromItem: (reading) => formTexts(reading, readingFields),
    check: checkReading,
  });
  const { bind } = form;

  return (
    <AdminFormCard form={form} titles={titles} headingLevel={2}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Date" type="date" {...bind('date')} required />
        <Field label="Title" {...bind('title')} required />
      </div>
      <div className="grid gap-4 md:grid-cols-4">
        <Select label="Book" {...bind('book')} options={bookOptions} required />
        <Field label="Chapter" type="number" inputMode="numeric" {...bind('chapter')} required />
        <Field label="From verse" type="number" inputMode="numeric" {...bind('verseStart')} />
        <Field label="To verse" type="number" inputMode="numeric" {...bind('verseEnd')} />
      </div>
      <TextArea
        label="Notes"
        {...bind('notes')}
        rows={2}
        hint="A short thought for children to look for while they read."
      />
    </AdminFormCard>
  );
}

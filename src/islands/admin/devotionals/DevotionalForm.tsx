import type { ReactElement } from 'react';
import {
  checkDevotional,
  type Devotional,
  type DevotionalFields,
} from '../../../lib/devotionals/devotional.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, Select, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

export type DevotionalFormProps = AdminFormProps<Devotional, DevotionalFields>;

const mediaOptions = [
  { value: 'none', label: 'None' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];

/** The form's fields; a missing reflection, prayer or media URL is blank. */
const devotionalTexts = [
  'title',
  'date',
  'keyVerse',
  'devotionalText',
  'reflection',
  'prayer',
  'mediaType',
  'mediaUrl',
] as const;

const titles: FormTitles = { edit: 'Edit Devotional', add: 'Add Devotional', submit: 'Add Devotional' };

/** Add / edit a devotional: title, date, key verse and text required; reflection, prayer, media optional. */
export function DevotionalForm(props: DevotionalFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, devotionalTexts), mediaType: 'none' },
    fromItem: (d) => formTexts(d, devotionalTexts),
    check: checkDevotional,
    errorTitle: '❌ Error',
  });
  const { bind } = form;

  return (
    <AdminFormCard form={form} titles={titles}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" {...bind('title')} required />
        <Field
          label="Date"
          type="date"
          {...bind('date')}
          required
          hint="The day it is the Nugget for Today."
        />
      </div>
      <TextArea label="Key Verse" {...bind('keyVerse')} required rows={2} />
      <TextArea
        label="Devotional Text"
        {...bind('devotionalText')}
        required
        rows={8}
        hint="Leave a blank line between paragraphs."
      />
      <TextArea label="Reflection" {...bind('reflection')} rows={2} />
      <TextArea label="Prayer" {...bind('prayer')} rows={2} />
      <div className="grid gap-4 md:grid-cols-3">
        <Select label="Media Type" {...bind('mediaType')} options={mediaOptions} />
        <div className="md:col-span-2">
          <Field
            label="Media URL"
            type="url"
            {...bind('mediaUrl')}
            hint="https://... or a file of this site (/media-files/...)."
          />
        </div>
      </div>
    </AdminFormCard>
  );
}

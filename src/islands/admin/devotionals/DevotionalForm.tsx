import type { ReactElement } from 'react';
import {
  checkDevotional,
  type Devotional,
  type DevotionalFields,
} from '../../../lib/devotionals/devotional.ts';
import { AdminFormCard } from '../shared/AdminFormCard.tsx';
import { Field, Select, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, useAdminForm } from '../shared/use-admin-form.ts';

export type DevotionalFormProps = AdminFormProps<Devotional, DevotionalFields>;

const mediaOptions = [
  { value: 'none', label: 'None' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];

/** Add / edit a devotional: title, date, key verse and text required; reflection, prayer, media optional. */
export function DevotionalForm(props: DevotionalFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: {
      title: '',
      date: '',
      keyVerse: '',
      devotionalText: '',
      reflection: '',
      prayer: '',
      mediaType: 'none',
      mediaUrl: '',
    },
    fromItem: (d) => ({
      title: d.title,
      date: d.date,
      keyVerse: d.keyVerse,
      devotionalText: d.devotionalText,
      reflection: d.reflection ?? '',
      prayer: d.prayer ?? '',
      mediaType: d.mediaType,
      mediaUrl: d.mediaUrl ?? '',
    }),
    check: checkDevotional,
    errorTitle: '❌ Error',
  });
  const { bind } = form;

  return (
    <AdminFormCard
      form={form}
      titleId="devotional-form-title"
      editTitle="Edit Devotional"
      addTitle="Add Devotional"
      addLabel="Add Devotional"
    >
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

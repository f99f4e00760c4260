import type { ReactElement } from 'react';
import {
  checkDevotional,
  type Devotional,
  type DevotionalFields,
} from '../../../lib/devotionals/devotional.ts';
import { AdminFormCard, type AdminFormProps } from '../shared/AdminFormCard.tsx';
import { Field, Select, TextArea } from '../shared/Fields.tsx';
import { useAdminForm } from '../shared/use-admin-form.ts';

export type DevotionalFormProps = AdminFormProps<Devotional, DevotionalFields>;

const mediaOptions = [
  { value: 'none', label: 'None' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];

/** Add / edit a devotional: title, date, key verse and text required; reflection, prayer, media optional. */
export function DevotionalForm({ editing, onSave, onCancel }: DevotionalFormProps): ReactElement {
  const {
    values: v,
    set,
    disabled,
    submit,
  } = useAdminForm({
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
    initial: editing
      ? {
          title: editing.title,
          date: editing.date,
          keyVerse: editing.keyVerse,
          devotionalText: editing.devotionalText,
          reflection: editing.reflection ?? '',
          prayer: editing.prayer ?? '',
          mediaType: editing.mediaType,
          mediaUrl: editing.mediaUrl ?? '',
        }
      : null,
    check: checkDevotional,
    onSave,
    errorTitle: '❌ Error',
  });

  return (
    <AdminFormCard
      titleId="devotional-form-title"
      title={editing ? 'Edit Devotional' : 'Add Devotional'}
      submitLabel={editing ? 'Save Changes' : 'Add Devotional'}
      disabled={disabled}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" value={v.title} onChange={set('title')} required />
        <Field
          label="Date"
          type="date"
          value={v.date}
          onChange={set('date')}
          required
          hint="The day it is the Nugget for Today."
        />
      </div>
      <TextArea label="Key Verse" value={v.keyVerse} onChange={set('keyVerse')} required rows={2} />
      <TextArea
        label="Devotional Text"
        value={v.devotionalText}
        onChange={set('devotionalText')}
        required
        rows={8}
        hint="Leave a blank line between paragraphs."
      />
      <TextArea label="Reflection" value={v.reflection} onChange={set('reflection')} rows={2} />
      <TextArea label="Prayer" value={v.prayer} onChange={set('prayer')} rows={2} />
      <div className="grid gap-4 md:grid-cols-3">
        <Select label="Media Type" value={v.mediaType} onChange={set('mediaType')} options={mediaOptions} />
        <div className="md:col-span-2">
          <Field
            label="Media URL"
            type="url"
            value={v.mediaUrl}
            onChange={set('mediaUrl')}
            hint="https://... or a file of this site (/media-files/...)."
          />
        </div>
      </div>
    </AdminFormCard>
  );
}

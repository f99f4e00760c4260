import { type ReactElement, useState } from 'react';
import { missingFieldsText, missingFieldsTitle } from '../../../lib/content-rules.ts';
import {
  checkDevotional,
  type Devotional,
  type DevotionalFields,
  type MediaType,
} from '../../../lib/devotionals/devotional.ts';
import { toast } from '../../../stores/toasts.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { Field, Select, TextArea } from '../shared/Fields.tsx';

export interface DevotionalFormProps {
  /** The devotional being edited, or null for a new one. */
  editing: Devotional | null;
  /** Saves; resolves true when saved (the parent shows the toasts). */
  onSave: (fields: DevotionalFields) => Promise<boolean>;
  onCancel: () => void;
}

const mediaOptions = [
  { value: 'none', label: 'None' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];

/** Add / edit a devotional: title, date, key verse and text required; reflection, prayer, media optional. */
export function DevotionalForm({ editing, onSave, onCancel }: DevotionalFormProps): ReactElement {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [v, setV] = useState({
    title: editing?.title ?? '',
    date: editing?.date ?? '',
    keyVerse: editing?.keyVerse ?? '',
    devotionalText: editing?.devotionalText ?? '',
    reflection: editing?.reflection ?? '',
    prayer: editing?.prayer ?? '',
    mediaType: (editing?.mediaType ?? 'none') as MediaType,
    mediaUrl: editing?.mediaUrl ?? '',
  });
  const set =
    (key: keyof typeof v) =>
    (value: string): void =>
      setV((old) => ({ ...old, [key]: value }));

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    const checked = checkDevotional(v);
    if (!checked.ok) {
      if (checked.code === 'missing_fields')
        toast({ title: missingFieldsTitle, description: missingFieldsText, variant: 'error' });
      else toast({ title: '❌ Error', description: checked.message, variant: 'error' });
      return;
    }
    setBusy(true);
    const saved = await onSave(checked.value);
    setBusy(false);
    if (saved && !editing)
      setV({
        title: '',
        date: '',
        keyVerse: '',
        devotionalText: '',
        reflection: '',
        prayer: '',
        mediaType: 'none',
        mediaUrl: '',
      });
  }

  return (
    <form
      className="card grid gap-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="devotional-form-title"
    >
      <h3 id="devotional-form-title" className="text-xl font-extrabold text-brand-900">
        {editing ? 'Edit Devotional' : 'Add Devotional'}
      </h3>
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
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
          {editing ? 'Save Changes' : 'Add Devotional'}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

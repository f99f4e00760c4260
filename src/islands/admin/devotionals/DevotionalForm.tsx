import type { ReactElement } from 'react';
import { m } from '#messages';
import {
  checkDevotional,
  type Devotional,
  type DevotionalFields,
} from '../../../lib/devotionals/devotional.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, Select, TextArea } from '../shared/Fields.tsx';
import { defaultContentLocale, LanguageSelect } from '../shared/LanguageSelect.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

export type DevotionalFormProps = AdminFormProps<Devotional, DevotionalFields>;

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
  'locale',
] as const;

/** Add / edit a devotional: title, date, key verse and text required; reflection, prayer, media optional. */
export function DevotionalForm(props: DevotionalFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, devotionalTexts), mediaType: 'none', locale: defaultContentLocale() },
    fromItem: (d) => formTexts(d, devotionalTexts),
    check: checkDevotional,
    errorTitle: m.admin_devotional_error_title(),
  });
  const { bind } = form;
  const titles: FormTitles = {
    edit: m.admin_devotional_edit(),
    add: m.admin_devotional_add(),
    submit: m.admin_devotional_add(),
  };
  const mediaOptions = [
    { value: 'none', label: m.admin_devotional_media_none() },
    { value: 'audio', label: m.admin_devotional_media_audio() },
    { value: 'video', label: m.admin_devotional_media_video() },
  ];

  return (
    <AdminFormCard form={form} titles={titles}>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={m.admin_devotional_title()} {...bind('title')} required />
        <Field
          label={m.admin_devotional_date()}
          type="date"
          {...bind('date')}
          required
          hint={m.admin_devotional_date_hint()}
        />
        <LanguageSelect label={m.admin_devotional_language()} {...bind('locale')} />
      </div>
      <TextArea label={m.admin_devotional_key_verse()} {...bind('keyVerse')} required rows={2} />
      <TextArea
        label={m.admin_devotional_text()}
        {...bind('devotionalText')}
        required
        rows={8}
        hint={m.admin_devotional_paragraphs_hint()}
      />
      <TextArea label={m.admin_devotional_reflection()} {...bind('reflection')} rows={2} />
      <TextArea label={m.admin_devotional_prayer()} {...bind('prayer')} rows={2} />
      <div className="grid gap-4 md:grid-cols-3">
        <Select label={m.admin_devotional_media_type()} {...bind('mediaType')} options={mediaOptions} />
        <div className="md:col-span-2">
          <Field
            label={m.admin_devotional_media_url()}
            type="url"
            {...bind('mediaUrl')}
            hint={m.admin_devotional_media_url_hint()}
          />
        </div>
      </div>
    </AdminFormCard>
  );
}

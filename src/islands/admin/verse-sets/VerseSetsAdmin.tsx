import type { ReactElement } from 'react';
import { m } from '#messages';
import {
  checkVerseSetInput,
  maxSetReferences,
  referencesToText,
  type VerseSetFields,
} from '../../../lib/memory/verse-set-input.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, checkListing, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

const base = '/api/admin/verse-sets';

/** A built-in verse set as /api/admin/verse-sets lists it. */
interface VerseSet {
  id: string;
  name: string;
  emoji: string;
  description: string;
  references: string[];
}

interface SetFields extends VerseSetFields, Record<string, string> {}

/** The form's rule: the shared check, the first problems in one message (the server also checks verses). */
const checkSet = checkListing<SetFields>(['id', 'name', 'description', 'referencesText'], checkVerseSetInput);

/** The fields the form shows as they are (the references are one a line). */
const setTexts = ['id', 'name', 'emoji', 'description'] as const;

const titles = (): FormTitles => ({
  edit: m.admin_sets_edit(),
  add: m.admin_sets_add(),
  submit: m.admin_sets_submit(),
});

function SetForm(props: AdminFormProps<VerseSet, SetFields>): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, setTexts), emoji: '📖', referencesText: '' },
    fromItem: (set) => ({ ...formTexts(set, setTexts), referencesText: referencesToText(set.references) }),
    check: checkSet,
  });
  const { bind } = form;
  return (
    <AdminFormCard form={form} titles={titles()}>
      <div className="grid gap-4 md:grid-cols-[1fr_8rem]">
        <Field label={m.admin_sets_name()} {...bind('name')} required />
        <Field label={m.admin_sets_emoji()} {...bind('emoji')} required />
      </div>
      {props.editing ? (
        <p className="text-sm text-slate-700">
          {m.admin_sets_id_shown()} <code>{props.editing.id}</code>
        </p>
      ) : (
        <Field label={m.admin_sets_id()} {...bind('id')} required hint={m.admin_sets_id_hint()} />
      )}
      <TextArea label={m.admin_sets_description()} {...bind('description')} rows={2} required />
      <TextArea
        label={m.admin_sets_verses()}
        {...bind('referencesText')}
        rows={8}
        required
        hint={m.admin_sets_verses_hint({ max: maxSetReferences })}
      />
    </AdminFormCard>
  );
}

const words = (): ContentAdminWords<VerseSet> => ({
  loadFailed: (message) => ({
    title: m.admin_database_error(),
    description: m.admin_sets_load_failed({ message }),
    variant: 'error',
  }),
  errorTitle: m.admin_error(),
  saveFailed: (editing) => (editing ? m.admin_sets_update_failed() : m.admin_sets_add_failed()),
  saved: (editing) => ({
    title: editing ? m.admin_sets_updated() : m.admin_sets_added(),
    variant: 'success',
  }),
  confirmDelete: (set) => m.admin_sets_confirm_delete({ name: set.name }),
  deleteFailed: m.admin_sets_delete_failed(),
  deleted: { title: m.admin_sets_deleted(), variant: 'success' },
  add: m.admin_sets_add(),
  list: {
    title: m.admin_sets_list(),
    intro: m.admin_sets_intro(),
    loading: m.admin_sets_loading(),
    empty: m.admin_sets_empty(),
    noun: m.admin_sets_noun(),
  },
});

/** The "Verse sets" tab: the built-in sets Premium learners start on Memory Master (the page rebuilds). */
export default function VerseSetsAdmin(): ReactElement {
  const admin = useContentAdmin<VerseSet, SetFields>(base, 'sets', words());
  return (
    <ContentTab
      tab="verse-sets"
      heading={m.admin_sets_heading()}
      admin={admin}
      Form={SetForm}
      textOf={(s) => `${s.id} ${s.name} ${s.description} ${s.references.join(' ')}`}
      nameOf={(s) => s.name}
      summary={(s) => (
        <span>
          <span className="block font-bold text-slate-900">
            <span aria-hidden="true">{s.emoji} </span>
            {s.name}
          </span>
          <span className="block text-sm text-slate-700">
            {m.admin_sets_count({ count: s.references.length })}: {s.references.join(', ')}
          </span>
        </span>
      )}
    />
  );
}

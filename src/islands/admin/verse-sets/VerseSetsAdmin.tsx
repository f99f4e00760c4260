import type { ReactElement } from 'react';
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

const titles: FormTitles = { edit: 'Edit Verse Set', add: 'Add Verse Set', submit: 'Add Set' };

function SetForm(props: AdminFormProps<VerseSet, SetFields>): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, setTexts), emoji: '📖', referencesText: '' },
    fromItem: (set) => ({ ...formTexts(set, setTexts), referencesText: referencesToText(set.references) }),
    check: checkSet,
  });
  const { bind } = form;
  return (
    <AdminFormCard form={form} titles={titles}>
      <div className="grid gap-4 md:grid-cols-[1fr_8rem]">
        <Field label="Name" {...bind('name')} required />
        <Field label="Emoji" {...bind('emoji')} required />
      </div>
      {props.editing ? (
        <p className="text-sm text-slate-700">
          Id: <code>{props.editing.id}</code>
        </p>
      ) : (
        <Field
          label="Id"
          {...bind('id')}
          required
          hint="Lowercase letters, digits and dashes (e.g. bedtime-verses)."
        />
      )}
      <TextArea label="Short description" {...bind('description')} rows={2} required />
      <TextArea
        label="Verses"
        {...bind('referencesText')}
        rows={8}
        required
        hint={
          `One reference a line, up to ${maxSetReferences}: a verse, a range or a short chapter ` +
          '(John 3:16, Luke 2:10-11, Psalm 23).'
        }
      />
    </AdminFormCard>
  );
}

const words: ContentAdminWords<VerseSet> = {
  loadFailed: (message) => ({
    title: 'Database Error',
    description: `Failed to fetch verse sets: ${message}`,
    variant: 'error',
  }),
  errorTitle: 'Error',
  saveFailed: (editing) => (editing ? 'Failed to update verse set' : 'Failed to add verse set'),
  saved: (editing) => ({ title: editing ? 'Verse Set Updated' : 'Verse Set Added', variant: 'success' }),
  confirmDelete: (set) =>
    `Delete the verse set "${set.name}"? Learners keep the verses they already started; nobody can start it again.`,
  deleteFailed: 'Failed to delete verse set',
  deleted: { title: 'Verse Set Deleted', variant: 'success' },
  add: 'Add Verse Set',
  list: {
    title: 'Built-in verse sets',
    intro: "Premium learners add a set's verses to their own on Memory Master.",
    loading: 'Loading verse sets...',
    empty: 'No verse sets yet. Memory Master shows none until you add one.',
    noun: 'verse sets',
  },
};

/** The "Verse sets" tab: the built-in sets Premium learners start on Memory Master (the page rebuilds). */
export default function VerseSetsAdmin(): ReactElement {
  const admin = useContentAdmin<VerseSet, SetFields>(base, 'sets', words);
  return (
    <ContentTab
      tab="verse-sets"
      heading="Verse Sets"
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
            {s.references.length} verse{s.references.length === 1 ? '' : 's'}: {s.references.join(', ')}
          </span>
        </span>
      )}
    />
  );
}

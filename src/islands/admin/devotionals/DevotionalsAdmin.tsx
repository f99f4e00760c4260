import { type ReactElement, useContext } from 'react';
import type { Devotional, DevotionalFields } from '../../../lib/devotionals/devotional.ts';
import { formatDayShort } from '../../../lib/site-day.ts';
import { BulkExamplesContext } from '../bulk-examples.ts';
import { BulkImport } from '../shared/BulkImport.tsx';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { DevotionalForm } from './DevotionalForm.tsx';

const base = '/api/admin/devotionals';

const words: ContentAdminWords<Devotional> = {
  loadFailed: (message) => ({
    title: '❌ Database Error',
    description: `Failed to fetch devotionals: ${message}`,
    variant: 'error',
  }),
  errorTitle: '❌ Error',
  saveFailed: (editing) => (editing ? 'Failed to update devotional' : 'Failed to create devotional'),
  saved: (editing) =>
    editing
      ? {
          title: '✨ Updated Successfully!',
          description: 'Your devotional has been updated!',
          variant: 'success',
        }
      : {
          title: '🌟 Devotional Added!',
          description: 'Your new devotional has been added successfully!',
          variant: 'success',
        },
  confirmDelete: (d) => `Delete the devotional “${d.title}” (${d.date})?`,
  deleteFailed: 'Failed to delete devotional',
  deleted: { title: '🗑️ Deleted', description: 'Devotional has been removed.', variant: 'success' },
  add: 'Add Devotional',
  list: {
    title: 'All proverbs',
    loading: 'Loading devotionals...',
    empty: 'No devotionals available',
    noun: 'devotionals',
  },
};

/** The devotionals tab: list, add, edit, delete and bulk import, each with its toast. */
export default function DevotionalsAdmin(): ReactElement {
  const admin = useContentAdmin<Devotional, DevotionalFields>(base, 'devotionals', words);
  const { items, reload } = admin;
  const examples = useContext(BulkExamplesContext);

  return (
    <ContentTab
      tab="devotionals"
      heading="Devotionals"
      admin={admin}
      Form={DevotionalForm}
      title={`All devotionals${items ? ` (${items.length})` : ''}`}
      textOf={(d) => `${d.date} ${formatDayShort(d.date)} ${d.title} ${d.keyVerse}`}
      nameOf={(d) => d.title}
      summary={(d) => (
        <span>
          <span className="block text-sm font-semibold text-slate-600">
            {formatDayShort(d.date)}
            {d.mediaType !== 'none' ? ` · ${d.mediaType}` : ''}
          </span>
          <span className="block font-bold text-slate-900">{d.title}</span>
        </span>
      )}
    >
      <BulkImport
        noun="devotionals"
        endpoint={`${base}/import`}
        noDataHint='No devotionals were found. Start each one with a "Title:" line.'
        example={examples.devotionals}
        onImported={() => void reload()}
        help={
          <p>
            One line a field: <code>Title:</code>, <code>Date:</code> (YYYY-MM-DD), <code>Key Verse:</code> or{' '}
            <code>Verse:</code>, <code>Devotional Text:</code> or <code>Text:</code>, <code>Reflection:</code>
            , <code>Prayer:</code>, <code>Media Type:</code> (video or audio), <code>Media URL:</code>. Each{' '}
            <code>Title:</code> starts a new devotional; lines without a prefix continue the field above. A
            devotional on a day that already has one is skipped as a duplicate.
          </p>
        }
      />
    </ContentTab>
  );
}

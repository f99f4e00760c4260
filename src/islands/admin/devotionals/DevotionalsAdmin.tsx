import { type ReactElement, useState } from 'react';
import { parseBulkDevotionals } from '../../../lib/devotionals/bulk.ts';
import type { Devotional, DevotionalFields } from '../../../lib/devotionals/devotional.ts';
import { formatDayShort } from '../../../lib/site-day.ts';
import { toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';
import { announceRebuild, failureToast, useAdminList } from '../shared/admin-api.ts';
import { BulkImport } from '../shared/BulkImport.tsx';
import { DevotionalForm } from './DevotionalForm.tsx';
import { devotionalExample } from './example.ts';

const base = '/api/admin/devotionals';

/** The devotionals tab: list, add, edit, delete and bulk import, each with its toast. */
export function DevotionalsAdmin(): ReactElement {
  const { items, reload } = useAdminList<Devotional>(base, 'devotionals', (message) =>
    toast({
      title: '❌ Database Error',
      description: `Failed to fetch devotionals: ${message}`,
      variant: 'error',
    }),
  );
  const [form, setForm] = useState<{ editing: Devotional | null } | null>(null);

  async function save(fields: DevotionalFields): Promise<boolean> {
    const editing = form?.editing ?? null;
    const result = editing
      ? await apiRequest<{ devotional: Devotional }>('PUT', `${base}/${editing.id}`, fields)
      : await apiRequest<{ devotional: Devotional }>('POST', base, fields);
    if (!result.ok) {
      failureToast(
        result,
        '❌ Error',
        editing ? 'Failed to update devotional' : 'Failed to create devotional',
      );
      return false;
    }
    toast(
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
    );
    announceRebuild();
    if (editing) setForm(null);
    await reload();
    return true;
  }

  async function remove(d: Devotional): Promise<void> {
    if (!window.confirm(`Delete the devotional “${d.title}” (${d.date})?`)) return;
    const result = await apiRequest('DELETE', `${base}/${d.id}`);
    if (!result.ok) return failureToast(result, '❌ Error', 'Failed to delete devotional');
    toast({ title: '🗑️ Deleted', description: 'Devotional has been removed.', variant: 'success' });
    announceRebuild();
    await reload();
  }

  return (
    <div className="grid gap-6" data-admin-devotionals>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">Devotionals</h2>
        {!form && (
          <button type="button" className="btn-primary" onClick={() => setForm({ editing: null })}>
            Add Devotional
          </button>
        )}
      </div>
      {form && (
        <DevotionalForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          onSave={save}
          onCancel={() => setForm(null)}
        />
      )}
      <section className="card" aria-labelledby="devotional-list-title">
        <h3 id="devotional-list-title" className="text-xl font-extrabold text-brand-900">
          All devotionals{items ? ` (${items.length})` : ''}
        </h3>
        {items === null ? (
          <p role="status" className="mt-3 text-slate-700">
            Loading devotionals...
          </p>
        ) : items.length === 0 ? (
          <p className="mt-3 text-slate-700">No devotionals available</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" data-admin-list>
            {items.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="block text-sm font-semibold text-slate-600">
                    {formatDayShort(d.date)}
                    {d.mediaType !== 'none' ? ` · ${d.mediaType}` : ''}
                  </span>
                  <span className="block font-bold text-slate-900">{d.title}</span>
                </span>
                <span className="flex gap-2">
                  <button type="button" className="btn-ghost" onClick={() => setForm({ editing: d })}>
                    Edit<span className="sr-only"> {d.title}</span>
                  </button>
                  <button type="button" className="btn-ghost text-coral-700" onClick={() => void remove(d)}>
                    Delete<span className="sr-only"> {d.title}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <BulkImport
        noun="devotionals"
        endpoint={`${base}/import`}
        countRecords={(text) => parseBulkDevotionals(text).length}
        noDataHint='No devotionals were found. Start each one with a "Title:" line.'
        example={devotionalExample}
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
    </div>
  );
}

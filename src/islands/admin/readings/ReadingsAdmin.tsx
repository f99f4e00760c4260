import { type ReactElement, useState } from 'react';
import { formatReference, type Reading, type ReadingFields } from '../../../lib/readings.ts';
import { formatDayShort } from '../../../lib/site-day.ts';
import { toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';
import { AdminPage } from '../AdminPage.tsx';
import { announceRebuild, failureToast, useAdminList } from '../shared/admin-api.ts';
import { ReadingForm } from './ReadingForm.tsx';

const base = '/api/admin/readings';

/** /admin/readings: the daily reading plan, saved in the database (the old app lost it on reload). */
export default function ReadingsAdmin(): ReactElement {
  const { items, reload } = useAdminList<Reading>(base, 'readings', (message) =>
    toast({ title: 'Database Error', description: `Failed to fetch readings: ${message}`, variant: 'error' }),
  );
  const [form, setForm] = useState<{ editing: Reading | null } | null>(null);

  async function save(fields: ReadingFields): Promise<boolean> {
    const editing = form?.editing ?? null;
    const result = editing
      ? await apiRequest('PUT', `${base}/${editing.id}`, fields)
      : await apiRequest('POST', base, fields);
    if (!result.ok) {
      failureToast(result, 'Error', editing ? 'Failed to update reading' : 'Failed to add reading');
      return false;
    }
    toast({ title: editing ? 'Reading Updated' : 'Reading Added', variant: 'success' });
    announceRebuild();
    if (editing) setForm(null);
    await reload();
    return true;
  }

  async function remove(reading: Reading): Promise<void> {
    if (!window.confirm(`Delete the reading for ${reading.date} (${reading.title})?`)) return;
    const result = await apiRequest('DELETE', `${base}/${reading.id}`);
    if (!result.ok) return failureToast(result, 'Error', 'Failed to delete reading');
    toast({ title: 'Reading Deleted', variant: 'success' });
    announceRebuild();
    await reload();
  }

  return (
    <AdminPage title="Daily Readings">
      <div className="grid gap-6" data-admin-readings>
        {form ? (
          <ReadingForm
            key={form.editing?.id ?? 'new'}
            editing={form.editing}
            onSave={save}
            onCancel={() => setForm(null)}
          />
        ) : (
          <p>
            <button type="button" className="btn-primary" onClick={() => setForm({ editing: null })}>
              Add Reading
            </button>
          </p>
        )}
        <section className="card" aria-labelledby="reading-list-title">
          <h2 id="reading-list-title" className="text-xl font-extrabold text-brand-900">
            Reading plan
          </h2>
          {items === null ? (
            <p role="status" className="mt-3 text-slate-700">
              Loading readings...
            </p>
          ) : items.length === 0 ? (
            <p className="mt-3 text-slate-700">No readings planned yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200" data-admin-list>
              {items.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <span className="block text-sm font-semibold text-slate-600">
                      {formatDayShort(r.date)}
                    </span>
                    <span className="block font-bold text-slate-900">
                      {r.title} <span className="font-normal text-slate-700">· {formatReference(r)}</span>
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <button type="button" className="btn-ghost" onClick={() => setForm({ editing: r })}>
                      Edit<span className="sr-only"> {r.title}</span>
                    </button>
                    <button type="button" className="btn-ghost text-coral-700" onClick={() => void remove(r)}>
                      Delete<span className="sr-only"> {r.title}</span>
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

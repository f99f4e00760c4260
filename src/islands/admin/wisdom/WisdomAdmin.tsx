import { type ReactElement, useState } from 'react';
import { parseBulkProverbs } from '../../../lib/wisdom/bulk.ts';
import type { Proverb, ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';
import { announceRebuild, failureToast, useAdminList } from '../shared/admin-api.ts';
import { BulkImport } from '../shared/BulkImport.tsx';
import { ActiveSwitch } from './ActiveSwitch.tsx';
import { proverbExample } from './example.ts';
import { ProverbForm } from './ProverbForm.tsx';

const base = '/api/admin/wisdom';

/** The wisdom tab: proverbs with their active switch (saved at once), add, edit, delete, bulk import. */
export function WisdomAdmin(): ReactElement {
  const { items, reload } = useAdminList<Proverb>(base, 'proverbs', () =>
    toast({ title: 'Database Error', description: 'Failed to fetch wisdom proverbs', variant: 'error' }),
  );
  const [form, setForm] = useState<{ editing: Proverb | null } | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  async function save(fields: ProverbFields): Promise<boolean> {
    const editing = form?.editing ?? null;
    const result = editing
      ? await apiRequest('PUT', `${base}/${editing.id}`, fields)
      : await apiRequest('POST', base, fields);
    if (!result.ok) {
      failureToast(result, 'Error', editing ? 'Failed to update proverb' : 'Failed to add proverb');
      return false;
    }
    toast({ title: editing ? 'Proverb Updated' : 'Proverb Added', variant: 'success' });
    announceRebuild();
    if (editing) setForm(null);
    await reload();
    return true;
  }

  async function toggle(p: Proverb, isActive: boolean): Promise<void> {
    setSwitching(p.id);
    const result = await apiRequest('PATCH', `${base}/${p.id}/active`, { isActive });
    setSwitching(null);
    if (!result.ok) return failureToast(result, 'Error', 'Failed to update proverb');
    toast({
      title: 'Proverb Updated',
      description: isActive ? 'The proverb is active.' : 'The proverb is hidden from the Daily Wisdom card.',
      variant: 'success',
    });
    announceRebuild();
    await reload();
  }

  async function remove(p: Proverb): Promise<void> {
    if (!window.confirm(`Delete the proverb “${p.proverb}”?`)) return;
    const result = await apiRequest('DELETE', `${base}/${p.id}`);
    if (!result.ok) return failureToast(result, 'Error', 'Failed to delete proverb');
    toast({ title: 'Proverb Deleted', variant: 'success' });
    announceRebuild();
    await reload();
  }

  return (
    <div className="grid gap-6" data-admin-wisdom>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">Wisdom Proverbs</h2>
        {!form && (
          <button type="button" className="btn-primary" onClick={() => setForm({ editing: null })}>
            Add Proverb
          </button>
        )}
      </div>
      {form && (
        <ProverbForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          onSave={save}
          onCancel={() => setForm(null)}
        />
      )}
      <section className="card" aria-labelledby="proverb-list-title">
        <h3 id="proverb-list-title" className="text-xl font-extrabold text-brand-900">
          All proverbs{items ? ` (${items.filter((p) => p.isActive).length} active of ${items.length})` : ''}
        </h3>
        {items === null ? (
          <p role="status" className="mt-3 text-slate-700">
            Loading proverbs...
          </p>
        ) : items.length === 0 ? (
          <p className="mt-3 text-slate-700">
            No proverbs yet. The Daily Wisdom card shows its built-in list until you add some.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" data-admin-list>
            {items.map((p) => (
              <li key={p.id} className="grid gap-2 py-3 md:grid-cols-[1fr_auto] md:items-center">
                <span>
                  <span className="block font-bold text-slate-900">{p.proverb}</span>
                  {p.reference && <span className="block text-sm text-slate-600">{p.reference}</span>}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <ActiveSwitch
                    checked={p.isActive}
                    label={`Active: ${p.proverb}`}
                    disabled={switching === p.id}
                    onChange={(next) => void toggle(p, next)}
                  />
                  <button type="button" className="btn-ghost" onClick={() => setForm({ editing: p })}>
                    Edit<span className="sr-only"> {p.proverb}</span>
                  </button>
                  <button type="button" className="btn-ghost text-coral-700" onClick={() => void remove(p)}>
                    Delete<span className="sr-only"> {p.proverb}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <BulkImport
        noun="proverbs"
        endpoint={`${base}/import`}
        countRecords={(text) => parseBulkProverbs(text).length}
        noDataHint="No proverbs were found. Put one proverb a block, with a blank line between blocks."
        example={proverbExample}
        onImported={() => void reload()}
        help={
          <p>
            One proverb a block, with a blank line between blocks. Prefixes are optional:{' '}
            <code>Proverb:</code>, <code>Meaning:</code> (or <code>What it means:</code>),{' '}
            <code>Why it matters:</code> (or <code>Importance:</code>), <code>Reference:</code> (or{' '}
            <code>Source:</code>, <code>Attribution:</code>). Lines without a prefix are read in that order.
            Quotes around a value are removed. A proverb already in the list (ignoring upper and lower case)
            is skipped.
          </p>
        }
      />
    </div>
  );
}

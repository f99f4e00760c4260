import { type ReactElement, useContext, useState } from 'react';
import { apiRequest } from '../../../client/request.ts';
import type { Proverb, ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { toast } from '../../../stores/toasts.ts';
import { BulkExamplesContext } from '../bulk-examples.ts';
import { announceRebuild, failureToast } from '../shared/admin-api.ts';
import { BulkImport } from '../shared/BulkImport.tsx';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { ActiveSwitch } from './ActiveSwitch.tsx';
import { ProverbForm } from './ProverbForm.tsx';

const base = '/api/admin/wisdom';

const words: ContentAdminWords<Proverb> = {
  loadFailed: () => ({
    title: 'Database Error',
    description: 'Failed to fetch wisdom proverbs',
    variant: 'error',
  }),
  errorTitle: 'Error',
  saveFailed: (editing) => (editing ? 'Failed to update proverb' : 'Failed to add proverb'),
  saved: (editing) => ({ title: editing ? 'Proverb Updated' : 'Proverb Added', variant: 'success' }),
  confirmDelete: (p) => `Delete the proverb “${p.proverb}”?`,
  deleteFailed: 'Failed to delete proverb',
  deleted: { title: 'Proverb Deleted', variant: 'success' },
  add: 'Add Proverb',
  list: {
    title: 'All proverbs',
    loading: 'Loading proverbs...',
    empty: 'No proverbs yet. The Daily Wisdom card shows its built-in list until you add some.',
    noun: 'proverbs',
  },
};

/** The wisdom tab: proverbs with their active switch (saved at once), add, edit, delete, bulk import. */
export default function WisdomAdmin(): ReactElement {
  const admin = useContentAdmin<Proverb, ProverbFields>(base, 'proverbs', words);
  const { items, reload } = admin;
  const [switching, setSwitching] = useState<number | null>(null);
  const examples = useContext(BulkExamplesContext);
  const activeCount = items?.filter((p) => p.isActive).length ?? 0;

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

  return (
    <ContentTab
      tab="wisdom"
      heading="Wisdom Proverbs"
      admin={admin}
      Form={ProverbForm}
      title={`All proverbs${items ? ` (${activeCount} active of ${items.length})` : ''}`}
      textOf={(p) => `${p.proverb} ${p.reference ?? ''} ${p.meaning}`}
      nameOf={(p) => p.proverb}
      rowClassName="grid gap-2 py-3 md:grid-cols-[1fr_auto] md:items-center"
      actionsClassName="flex flex-wrap items-center gap-2"
      summary={(p) => (
        <span>
          <span className="block font-bold text-slate-900">{p.proverb}</span>
          {p.reference && <span className="block text-sm text-slate-600">{p.reference}</span>}
        </span>
      )}
      extraActions={(p) => (
        <ActiveSwitch
          checked={p.isActive}
          label={`Active: ${p.proverb}`}
          disabled={switching === p.id}
          onChange={(next) => void toggle(p, next)}
        />
      )}
    >
      <BulkImport
        noun="proverbs"
        endpoint={`${base}/import`}
        noDataHint="No proverbs were found. Put one proverb a block, with a blank line between blocks."
        example={examples.proverbs}
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
    </ContentTab>
  );
}

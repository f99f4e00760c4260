import { type ReactElement, useContext, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { localeNames } from '../../../i18n/locales.ts';
import type { Proverb, ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { toast } from '../../../stores/toasts.ts';
import { BulkExamplesContext } from '../bulk-examples.ts';
import { announceRebuild, failureToast } from '../shared/admin-api.ts';
import { BulkImport } from '../shared/BulkImport.tsx';
import { CodeText } from '../shared/CodeText.tsx';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { ActiveSwitch } from './ActiveSwitch.tsx';
import { ProverbForm } from './ProverbForm.tsx';

const base = '/api/admin/wisdom';

function proverbWords(): ContentAdminWords<Proverb> {
  return {
    loadFailed: () => ({
      title: m.admin_proverb_load_failed_title(),
      description: m.admin_proverb_load_failed(),
      variant: 'error',
    }),
    errorTitle: m.admin_proverb_error_title(),
    saveFailed: (editing) => (editing ? m.admin_proverb_update_failed() : m.admin_proverb_add_failed()),
    saved: (editing) => ({
      title: editing ? m.admin_proverb_updated() : m.admin_proverb_added(),
      variant: 'success',
    }),
    confirmDelete: (p) => m.admin_proverb_confirm_delete({ proverb: p.proverb }),
    deleteFailed: m.admin_proverb_delete_failed(),
    deleted: { title: m.admin_proverb_deleted(), variant: 'success' },
    add: m.admin_proverb_add(),
    list: {
      title: m.admin_proverb_list_title(),
      loading: m.admin_proverb_loading(),
      empty: m.admin_proverb_empty(),
      noun: m.admin_proverb_noun(),
    },
  };
}

/** The wisdom tab: proverbs with their active switch (saved at once), add, edit, delete, bulk import. */
export default function WisdomAdmin(): ReactElement {
  const admin = useContentAdmin<Proverb, ProverbFields>(base, 'proverbs', proverbWords());
  const { items, reload } = admin;
  const [switching, setSwitching] = useState<number | null>(null);
  const examples = useContext(BulkExamplesContext);
  const activeCount = items?.filter((p) => p.isActive).length ?? 0;

  async function toggle(p: Proverb, isActive: boolean): Promise<void> {
    setSwitching(p.id);
    const result = await apiRequest('PATCH', `${base}/${p.id}/active`, { isActive });
    setSwitching(null);
    if (!result.ok)
      return failureToast(result, m.admin_proverb_error_title(), m.admin_proverb_update_failed());
    toast({
      title: m.admin_proverb_updated(),
      description: isActive ? m.admin_proverb_active() : m.admin_proverb_hidden(),
      variant: 'success',
    });
    announceRebuild();
    await reload();
  }

  return (
    <ContentTab
      tab="wisdom"
      heading={m.admin_proverb_heading()}
      admin={admin}
      Form={ProverbForm}
      title={
        items
          ? m.admin_proverb_list_count({ active: activeCount, count: items.length })
          : m.admin_proverb_list_title()
      }
      textOf={(p) => `${p.proverb} ${p.reference ?? ''} ${p.meaning} ${localeNames[p.locale]}`}
      nameOf={(p) => p.proverb}
      rowClassName="grid gap-2 py-3 md:grid-cols-[1fr_auto] md:items-center"
      actionsClassName="flex flex-wrap items-center gap-2"
      summary={(p) => (
        <span>
          <span className="block font-bold text-slate-900" lang={p.locale}>
            {p.proverb}
          </span>
          <span className="block text-sm text-slate-600">
            {p.reference ? `${p.reference} · ` : ''}
            {localeNames[p.locale]}
          </span>
        </span>
      )}
      extraActions={(p) => (
        <ActiveSwitch
          checked={p.isActive}
          label={m.admin_proverb_active_label({ proverb: p.proverb })}
          disabled={switching === p.id}
          onChange={(next) => void toggle(p, next)}
        />
      )}
    >
      <BulkImport
        noun={m.admin_proverb_noun()}
        endpoint={`${base}/import`}
        noDataHint={m.admin_proverb_no_data_hint()}
        example={examples.proverbs}
        onImported={() => void reload()}
        languageLabel={m.admin_proverb_import_language()}
        help={
          <p>
            <CodeText text={m.admin_proverb_import_help()} />
          </p>
        }
      />
    </ContentTab>
  );
}

import { type ReactElement, useContext } from 'react';
import { m } from '#messages';
import { localeNames } from '../../../i18n/locales.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import type { Devotional, DevotionalFields } from '../../../lib/devotionals/devotional.ts';
import { formatDayShort } from '../../../lib/site-day.ts';
import { BulkExamplesContext } from '../bulk-examples.ts';
import { BulkImport } from '../shared/BulkImport.tsx';
import { CodeText } from '../shared/CodeText.tsx';
import { type ContentAdminWords, ContentTab, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { DevotionalForm } from './DevotionalForm.tsx';

const base = '/api/admin/devotionals';

function devotionalWords(): ContentAdminWords<Devotional> {
  return {
    loadFailed: (message) => ({
      title: m.admin_devotional_load_failed_title(),
      description: m.admin_devotional_load_failed({ message }),
      variant: 'error',
    }),
    errorTitle: m.admin_devotional_error_title(),
    saveFailed: (editing) =>
      editing ? m.admin_devotional_update_failed() : m.admin_devotional_create_failed(),
    saved: (editing) =>
      editing
        ? {
            title: m.admin_devotional_updated_title(),
            description: m.admin_devotional_updated_text(),
            variant: 'success',
          }
        : {
            title: m.admin_devotional_added_title(),
            description: m.admin_devotional_added_text(),
            variant: 'success',
          },
    confirmDelete: (d) => m.admin_devotional_confirm_delete({ title: d.title, date: d.date }),
    deleteFailed: m.admin_devotional_delete_failed(),
    deleted: {
      title: m.admin_devotional_deleted_title(),
      description: m.admin_devotional_deleted_text(),
      variant: 'success',
    },
    add: m.admin_devotional_add(),
    list: {
      title: m.admin_devotional_list_title(),
      loading: m.admin_devotional_loading(),
      empty: m.admin_devotional_empty(),
      noun: m.admin_devotional_noun(),
    },
  };
}

/** The devotionals tab: list, add, edit, delete and bulk import, each with its toast, in either language. */
export default function DevotionalsAdmin(): ReactElement {
  const admin = useContentAdmin<Devotional, DevotionalFields>(base, 'devotionals', devotionalWords());
  const { items, reload } = admin;
  const examples = useContext(BulkExamplesContext);
  const locale = getLocale();

  return (
    <ContentTab
      tab="devotionals"
      heading={m.admin_devotional_heading()}
      admin={admin}
      Form={DevotionalForm}
      title={items ? m.admin_devotional_list_count({ count: items.length }) : m.admin_devotional_list_title()}
      textOf={(d) =>
        `${d.date} ${formatDayShort(d.date, locale)} ${d.title} ${d.keyVerse} ${localeNames[d.locale]}`
      }
      nameOf={(d) => d.title}
      summary={(d) => (
        <span>
          <span className="block text-sm font-semibold text-slate-600">
            {formatDayShort(d.date, locale)} · {localeNames[d.locale]}
            {d.mediaType !== 'none' ? ` · ${d.mediaType}` : ''}
          </span>
          <span className="block font-bold text-slate-900" lang={d.locale}>
            {d.title}
          </span>
        </span>
      )}
    >
      <BulkImport
        noun={m.admin_devotional_noun()}
        endpoint={`${base}/import`}
        noDataHint={m.admin_devotional_no_data_hint()}
        example={examples.devotionals}
        onImported={() => void reload()}
        languageLabel={m.admin_devotional_import_language()}
        help={
          <p>
            <CodeText text={m.admin_devotional_import_help()} />
          </p>
        }
      />
    </ContentTab>
  );
}

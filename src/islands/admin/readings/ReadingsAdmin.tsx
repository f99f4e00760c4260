import type { ReactElement } from 'react';
import { m } from '#messages';
import { formatReference, type Reading, type ReadingFields } from '../../../lib/readings.ts';
import { AdminPage } from '../AdminPage.tsx';
import { type ContentAdminWords, ContentList, FormOrAdd, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { adminDay } from '../shared/format.ts';
import { ReadingForm } from './ReadingForm.tsx';

const base = '/api/admin/readings';

const words = (): ContentAdminWords<Reading> => ({
  loadFailed: (message) => ({
    title: m.admin_database_error(),
    description: m.admin_readings_load_failed({ message }),
    variant: 'error',
  }),
  errorTitle: m.admin_error(),
  saveFailed: (editing) => (editing ? m.admin_readings_update_failed() : m.admin_readings_add_failed()),
  saved: (editing) => ({
    title: editing ? m.admin_readings_updated() : m.admin_readings_added(),
    variant: 'success',
  }),
  confirmDelete: (reading) => m.admin_readings_confirm_delete({ date: reading.date, title: reading.title }),
  deleteFailed: m.admin_readings_delete_failed(),
  deleted: { title: m.admin_readings_deleted(), variant: 'success' },
  add: m.admin_readings_add(),
  list: {
    title: m.admin_readings_list(),
    loading: m.admin_readings_loading(),
    empty: m.admin_readings_empty(),
    noun: m.admin_readings_noun(),
  },
});

/** /admin/readings: the daily reading plan, saved in the database (the old app lost it on reload). */
export default function ReadingsAdmin(): ReactElement {
  const admin = useContentAdmin<Reading, ReadingFields>(base, 'readings', words());

  return (
    <AdminPage title={m.admin_readings_page_title()}>
      <div className="grid gap-6" data-admin-readings>
        <FormOrAdd admin={admin} Form={ReadingForm} />
        <ContentList
          admin={admin}
          headingLevel={2}
          textOf={(r) => `${r.date} ${adminDay(r.date)} ${r.title} ${formatReference(r)}`}
          nameOf={(r) => r.title}
          summary={(r) => (
            <span>
              <span className="block text-sm font-semibold text-slate-600">{adminDay(r.date)}</span>
              <span className="block font-bold text-slate-900">
                {r.title} <span className="font-normal text-slate-700">· {formatReference(r)}</span>
              </span>
            </span>
          )}
        />
      </div>
    </AdminPage>
  );
}

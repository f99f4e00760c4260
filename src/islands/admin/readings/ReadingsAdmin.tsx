import type { ReactElement } from 'react';
import { formatReference, type Reading, type ReadingFields } from '../../../lib/readings.ts';
import { formatDayShort } from '../../../lib/site-day.ts';
import { AdminPage } from '../AdminPage.tsx';
import { type ContentAdminWords, ContentList, FormOrAdd, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { ReadingForm } from './ReadingForm.tsx';

const base = '/api/admin/readings';

const words: ContentAdminWords<Reading> = {
  loadFailed: (message) => ({
    title: 'Database Error',
    description: `Failed to fetch readings: ${message}`,
    variant: 'error',
  }),
  errorTitle: 'Error',
  saveFailed: (editing) => (editing ? 'Failed to update reading' : 'Failed to add reading'),
  saved: (editing) => ({ title: editing ? 'Reading Updated' : 'Reading Added', variant: 'success' }),
  confirmDelete: (reading) => `Delete the reading for ${reading.date} (${reading.title})?`,
  deleteFailed: 'Failed to delete reading',
  deleted: { title: 'Reading Deleted', variant: 'success' },
  add: 'Add Reading',
  list: {
    title: 'Reading plan',
    loading: 'Loading readings...',
    empty: 'No readings planned yet.',
    noun: 'readings',
  },
};

/** /admin/readings: the daily reading plan, saved in the database (the old app lost it on reload). */
export default function ReadingsAdmin(): ReactElement {
  const admin = useContentAdmin<Reading, ReadingFields>(base, 'readings', words);

  return (
    <AdminPage title="Daily Readings">
      <div className="grid gap-6" data-admin-readings>
        <FormOrAdd admin={admin} Form={ReadingForm} />
        <ContentList
          admin={admin}
          headingLevel={2}
          textOf={(r) => `${r.date} ${formatDayShort(r.date)} ${r.title} ${formatReference(r)}`}
          nameOf={(r) => r.title}
          summary={(r) => (
            <span>
              <span className="block text-sm font-semibold text-slate-600">{formatDayShort(r.date)}</span>
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

import type { ReactElement } from 'react';
import { checkPlanInput, daysToText, type ReadingPlan } from '../../../lib/reading-plans.ts';
import { AdminPage } from '../AdminPage.tsx';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { type ContentAdminWords, ContentList, FormOrAdd, useContentAdmin } from '../shared/ContentAdmin.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, checkListing, useAdminForm } from '../shared/use-admin-form.ts';

const base = '/api/admin/reading-plans';

/** What the form sends (the server checks the same rules, src/lib/reading-plans.ts). */
interface PlanFields extends Record<string, string> {
  id: string;
  title: string;
  description: string;
  daysText: string;
}

/** The form's rule: the shared plan check, the first problems in one message (no zod in the browser). */
const checkPlan = checkListing<PlanFields>(['id', 'title', 'description', 'daysText'], checkPlanInput);

const titles: FormTitles = { edit: 'Edit Reading Plan', add: 'Add Reading Plan', submit: 'Add Plan' };

function PlanForm(props: AdminFormProps<ReadingPlan, PlanFields>): ReactElement {
  const form = useAdminForm(props, {
    empty: { id: '', title: '', description: '', daysText: '' },
    fromItem: (plan) => ({
      id: plan.id,
      title: plan.title,
      description: plan.description,
      daysText: daysToText(plan.days),
    }),
    check: checkPlan,
  });
  const { bind } = form;
  return (
    <AdminFormCard form={form} titles={titles} headingLevel={2}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title" {...bind('title')} required />
        {props.editing ? (
          <p className="self-end text-sm text-slate-700">
            Address: <code>/reading-plans/{props.editing.id}/</code>
          </p>
        ) : (
          <Field
            label="Id"
            {...bind('id')}
            required
            hint="Lowercase letters, digits and dashes; the page's address (e.g. gospel-of-luke-24-days)."
          />
        )}
      </div>
      <TextArea label="Description" {...bind('description')} rows={2} required />
      <TextArea
        label="Days"
        {...bind('daysText')}
        rows={10}
        required
        hint={'One line a day; passages separated by ";", e.g. "Mark 1; Mark 2" or "Psalm 23:1-6".'}
      />
    </AdminFormCard>
  );
}

const words: ContentAdminWords<ReadingPlan> = {
  loadFailed: (message) => ({
    title: 'Database Error',
    description: `Failed to fetch reading plans: ${message}`,
    variant: 'error',
  }),
  errorTitle: 'Error',
  saveFailed: (editing) => (editing ? 'Failed to update reading plan' : 'Failed to add reading plan'),
  saved: (editing) => ({
    title: editing ? 'Reading Plan Updated' : 'Reading Plan Added',
    variant: 'success',
  }),
  confirmDelete: (plan) =>
    `Delete the reading plan "${plan.title}"? Learners following it lose their progress.`,
  deleteFailed: 'Failed to delete reading plan',
  deleted: { title: 'Reading Plan Deleted', variant: 'success' },
  add: 'Add Reading Plan',
  list: {
    title: 'Reading plans',
    loading: 'Loading reading plans...',
    empty: 'No reading plans yet.',
    noun: 'reading plans',
  },
};

/** /admin/reading-plans: add, edit and delete the reading plans (the pages rebuild after each change). */
export default function ReadingPlansAdmin(): ReactElement {
  const admin = useContentAdmin<ReadingPlan, PlanFields>(base, 'plans', words);
  return (
    <AdminPage title="Reading Plans">
      <div className="grid gap-6" data-admin-reading-plans>
        <FormOrAdd admin={admin} Form={PlanForm} />
        <ContentList
          admin={admin}
          headingLevel={2}
          textOf={(p) => `${p.id} ${p.title} ${p.description}`}
          nameOf={(p) => p.title}
          summary={(p) => (
            <span>
              <span className="block font-bold text-slate-900">{p.title}</span>
              <span className="block text-sm text-slate-700">
                {p.days.length} days · /reading-plans/{p.id}/
              </span>
            </span>
          )}
        />
      </div>
    </AdminPage>
  );
}

import type { ReactElement } from 'react';
import { m } from '#messages';
import { localHref } from '../../../i18n/paths.ts';
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

const titles = (): FormTitles => ({
  edit: m.admin_plans_edit(),
  add: m.admin_plans_add(),
  submit: m.admin_plans_submit(),
});

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
    <AdminFormCard form={form} titles={titles()} headingLevel={2}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={m.admin_plans_title()} {...bind('title')} required />
        {props.editing ? (
          <p className="self-end text-sm text-slate-700">
            {m.admin_plans_address()} <code>{localHref(`/reading-plans/${props.editing.id}/`)}</code>
          </p>
        ) : (
          <Field label={m.admin_plans_id()} {...bind('id')} required hint={m.admin_plans_id_hint()} />
        )}
      </div>
      <TextArea label={m.admin_plans_description()} {...bind('description')} rows={2} required />
      <TextArea
        label={m.admin_plans_days()}
        {...bind('daysText')}
        rows={10}
        required
        hint={m.admin_plans_days_hint()}
      />
    </AdminFormCard>
  );
}

const words = (): ContentAdminWords<ReadingPlan> => ({
  loadFailed: (message) => ({
    title: m.admin_database_error(),
    description: m.admin_plans_load_failed({ message }),
    variant: 'error',
  }),
  errorTitle: m.admin_error(),
  saveFailed: (editing) => (editing ? m.admin_plans_update_failed() : m.admin_plans_add_failed()),
  saved: (editing) => ({
    title: editing ? m.admin_plans_updated() : m.admin_plans_added(),
    variant: 'success',
  }),
  confirmDelete: (plan) => m.admin_plans_confirm_delete({ title: plan.title }),
  deleteFailed: m.admin_plans_delete_failed(),
  deleted: { title: m.admin_plans_deleted(), variant: 'success' },
  add: m.admin_plans_add(),
  list: {
    title: m.admin_plans_list(),
    loading: m.admin_plans_loading(),
    empty: m.admin_plans_empty(),
    noun: m.admin_plans_noun(),
  },
});

/** /admin/reading-plans: add, edit and delete the reading plans (the pages rebuild after each change). */
export default function ReadingPlansAdmin(): ReactElement {
  const admin = useContentAdmin<ReadingPlan, PlanFields>(base, 'plans', words());
  return (
    <AdminPage title={m.admin_plans_page_title()}>
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
                {m.admin_plans_days_count({ count: p.days.length })} · {localHref(`/reading-plans/${p.id}/`)}
              </span>
            </span>
          )}
        />
      </div>
    </AdminPage>
  );
}

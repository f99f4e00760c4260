import { type ReactElement, type ReactNode, useId } from 'react';
import { m } from '#messages';
import type { AdminForm } from './use-admin-form.ts';

/** A form's heading while editing ("Edit …") and while adding, and its submit button while adding. */
export interface FormTitles {
  edit: string;
  add: string;
  /** While editing the button is "Save Changes". */
  submit: string;
}

export interface AdminFormCardProps {
  form: AdminForm<Record<string, string>>;
  titles: FormTitles;
  /** h2 on a page of its own, h3 inside an admin tab. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** The frame of an admin content form: a card with its heading, the fields, then submit and Cancel. */
export function AdminFormCard({
  form,
  titles,
  headingLevel = 3,
  children,
}: AdminFormCardProps): ReactElement {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form
      className="card grid gap-4"
      onSubmit={(e) => void form.submit(e)}
      noValidate
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="text-xl font-extrabold text-brand-900">
        {form.editing ? titles.edit : titles.add}
      </Heading>
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={form.disabled}>
          {form.editing ? m.admin_form_save_changes() : titles.submit}
        </button>
        <button type="button" className="btn-ghost" onClick={form.onCancel}>
          {m.admin_form_cancel()}
        </button>
      </div>
    </form>
  );
}

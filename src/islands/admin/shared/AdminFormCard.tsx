import type { ReactElement, ReactNode } from 'react';
import type { AdminForm } from './use-admin-form.ts';

export interface AdminFormCardProps {
  form: AdminForm<Record<string, string>>;
  /** The id of the heading, which names the form. */
  titleId: string;
  /** The heading while editing ("Edit …") and while adding. */
  editTitle: string;
  addTitle: string;
  /** The submit button while adding (while editing it is "Save Changes"). */
  addLabel: string;
  /** h2 on a page of its own, h3 inside an admin tab. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** The frame of an admin content form: a card with its heading, the fields, then submit and Cancel. */
export function AdminFormCard({
  form,
  titleId,
  editTitle,
  addTitle,
  addLabel,
  headingLevel = 3,
  children,
}: AdminFormCardProps): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form
      className="card grid gap-4"
      onSubmit={(e) => void form.submit(e)}
      noValidate
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="text-xl font-extrabold text-brand-900">
        {form.editing ? editTitle : addTitle}
      </Heading>
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={form.disabled}>
          {form.editing ? 'Save Changes' : addLabel}
        </button>
        <button type="button" className="btn-ghost" onClick={form.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import type { FormEvent, ReactElement, ReactNode } from 'react';

export interface AdminFormCardProps {
  /** The id of the heading, which names the form. */
  titleId: string;
  title: string;
  /** h2 on a page of its own, h3 inside an admin tab. */
  headingLevel?: 2 | 3;
  submitLabel: string;
  disabled: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of an admin content form: a card with its heading, the fields, then submit and Cancel. */
export function AdminFormCard({
  titleId,
  title,
  headingLevel = 3,
  submitLabel,
  disabled,
  onSubmit,
  onCancel,
  children,
}: AdminFormCardProps): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form className="card grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId}>
      <Heading id={titleId} className="text-xl font-extrabold text-brand-900">
        {title}
      </Heading>
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={disabled}>
          {submitLabel}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** What every admin content form takes: the item being edited (null for a new one), save and cancel. */
export interface AdminFormProps<Item, Fields> {
  editing: Item | null;
  /** Saves; resolves true when saved (the parent shows the toasts). */
  onSave: (fields: Fields) => Promise<boolean>;
  onCancel: () => void;
}

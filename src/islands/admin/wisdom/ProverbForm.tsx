import type { ReactElement } from 'react';
import { checkProverb, type Proverb, type ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { Field, TextArea } from '../shared/Fields.tsx';
import { useAdminForm } from '../shared/use-admin-form.ts';

export interface ProverbFormProps {
  editing: Proverb | null;
  onSave: (fields: ProverbFields) => Promise<boolean>;
  onCancel: () => void;
}

/** Proverb form: proverb, meaning and why it matters required; reference optional. */
export function ProverbForm({ editing, onSave, onCancel }: ProverbFormProps): ReactElement {
  const {
    values: v,
    set,
    disabled,
    submit,
  } = useAdminForm({
    empty: { proverb: '', meaning: '', whyItMatters: '', reference: '' },
    initial: editing
      ? {
          proverb: editing.proverb,
          meaning: editing.meaning,
          whyItMatters: editing.whyItMatters,
          reference: editing.reference ?? '',
        }
      : null,
    check: checkProverb,
    onSave,
  });

  return (
    <form
      className="card grid gap-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="proverb-form-title"
    >
      <h3 id="proverb-form-title" className="text-xl font-extrabold text-brand-900">
        {editing ? 'Edit Proverb' : 'Add Proverb'}
      </h3>
      <TextArea label="Proverb" value={v.proverb} onChange={set('proverb')} required rows={2} />
      <Field
        label="Reference"
        value={v.reference}
        onChange={set('reference')}
        hint="For example Proverbs 15:1 (optional)."
      />
      <TextArea label="What does this mean?" value={v.meaning} onChange={set('meaning')} required rows={3} />
      <TextArea
        label="Why does this matter?"
        value={v.whyItMatters}
        onChange={set('whyItMatters')}
        required
        rows={3}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={disabled}>
          {editing ? 'Save Changes' : 'Add Proverb'}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

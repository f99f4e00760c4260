import type { ReactElement } from 'react';
import { checkProverb, type Proverb, type ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { AdminFormCard, type AdminFormProps } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { useAdminForm } from '../shared/use-admin-form.ts';

export type ProverbFormProps = AdminFormProps<Proverb, ProverbFields>;

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
    <AdminFormCard
      titleId="proverb-form-title"
      title={editing ? 'Edit Proverb' : 'Add Proverb'}
      submitLabel={editing ? 'Save Changes' : 'Add Proverb'}
      disabled={disabled}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </AdminFormCard>
  );
}

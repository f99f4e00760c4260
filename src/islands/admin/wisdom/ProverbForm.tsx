import { useState, type ReactElement } from 'react';
import { missingFieldsText, missingFieldsTitle } from '../../../lib/content-rules.ts';
import { checkProverb, type Proverb, type ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { toast } from '../../../stores/toasts.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { Field, TextArea } from '../shared/Fields.tsx';

export interface ProverbFormProps {
  editing: Proverb | null;
  onSave: (fields: ProverbFields) => Promise<boolean>;
  onCancel: () => void;
}

/** Proverb form: proverb, meaning and why it matters required; reference optional (section 5). */
export function ProverbForm({ editing, onSave, onCancel }: ProverbFormProps): ReactElement {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const empty = { proverb: '', meaning: '', whyItMatters: '', reference: '' };
  const [v, setV] = useState(editing ? { ...editing, reference: editing.reference ?? '' } : empty);
  const set = (key: keyof typeof empty) => (value: string): void => setV((old) => ({ ...old, [key]: value }));

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    const checked = checkProverb(v);
    if (!checked.ok) {
      if (checked.code === 'missing_fields') toast({ title: missingFieldsTitle, description: missingFieldsText, variant: 'error' });
      else toast({ title: 'Error', description: checked.message, variant: 'error' });
      return;
    }
    setBusy(true);
    const saved = await onSave(checked.value);
    setBusy(false);
    if (saved && !editing) setV(empty);
  }

  return (
    <form className="card grid gap-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="proverb-form-title">
      <h3 id="proverb-form-title" className="text-xl font-extrabold text-brand-900">{editing ? 'Edit Proverb' : 'Add Proverb'}</h3>
      <TextArea label="Proverb" value={v.proverb} onChange={set('proverb')} required rows={2} />
      <Field label="Reference" value={v.reference} onChange={set('reference')} hint="For example Proverbs 15:1 (optional)." />
      <TextArea label="What does this mean?" value={v.meaning} onChange={set('meaning')} required rows={3} />
      <TextArea label="Why does this matter?" value={v.whyItMatters} onChange={set('whyItMatters')} required rows={3} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>{editing ? 'Save Changes' : 'Add Proverb'}</button>
        <button type="button" className="btn-ghost" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}

import type { ReactElement } from 'react';
import { checkProverb, type Proverb, type ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

const proverbFields = ['proverb', 'meaning', 'whyItMatters', 'reference'] as const;

export type ProverbFormProps = AdminFormProps<Proverb, ProverbFields>;

const titles: FormTitles = { edit: 'Edit Proverb', add: 'Add Proverb', submit: 'Add Proverb' };

/** Proverb form: proverb, meaning and why it matters required; reference optional. */
export function ProverbForm(props: ProverbFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: formTexts({}, proverbFields),
    fromItem: (proverb) => formTexts(proverb, proverbFields),
    check: checkProverb,
  });
  const { bind } = form;

  return (
    <AdminFormCard form={form} titles={titles}>
      <TextArea label="Proverb" {...bind('proverb')} required rows={2} />
      <Field label="Reference" {...bind('reference')} hint="For example Proverbs 15:1 (optional)." />
      <TextArea label="What does this mean?" {...bind('meaning')} required rows={3} />
      <TextArea label="Why does this matter?" {...bind('whyItMatters')} required rows={3} />
    </AdminFormCard>
  );
}

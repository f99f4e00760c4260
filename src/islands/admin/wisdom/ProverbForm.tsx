import type { ReactElement } from 'react';
import { checkProverb, type Proverb, type ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { AdminFormCard } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

const proverbFields = ['proverb', 'meaning', 'whyItMatters', 'reference'] as const;

export type ProverbFormProps = AdminFormProps<Proverb, ProverbFields>;

/** Proverb form: proverb, meaning and why it matters required; reference optional. */
export function ProverbForm(props: ProverbFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: formTexts({}, proverbFields),
    fromItem: (proverb) => formTexts(proverb, proverbFields),
    check: checkProverb,
  });
  const { bind } = form;

  return (
    <AdminFormCard
      form={form}
      titleId="proverb-form-title"
      editTitle="Edit Proverb"
      addTitle="Add Proverb"
      addLabel="Add Proverb"
    >
      <TextArea label="Proverb" {...bind('proverb')} required rows={2} />
      <Field label="Reference" {...bind('reference')} hint="For example Proverbs 15:1 (optional)." />
      <TextArea label="What does this mean?" {...bind('meaning')} required rows={3} />
      <TextArea label="Why does this matter?" {...bind('whyItMatters')} required rows={3} />
    </AdminFormCard>
  );
}

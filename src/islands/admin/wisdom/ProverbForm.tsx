import type { ReactElement } from 'react';
import { m } from '#messages';
import { checkProverb, type Proverb, type ProverbFields } from '../../../lib/wisdom/proverb.ts';
import { AdminFormCard, type FormTitles } from '../shared/AdminFormCard.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { defaultContentLocale, LanguageSelect } from '../shared/LanguageSelect.tsx';
import { type AdminFormProps, formTexts, useAdminForm } from '../shared/use-admin-form.ts';

const proverbFields = ['proverb', 'meaning', 'whyItMatters', 'reference', 'locale'] as const;

export type ProverbFormProps = AdminFormProps<Proverb, ProverbFields>;

/** Proverb form: proverb, meaning and why it matters required; reference optional; its language. */
export function ProverbForm(props: ProverbFormProps): ReactElement {
  const form = useAdminForm(props, {
    empty: { ...formTexts({}, proverbFields), locale: defaultContentLocale() },
    fromItem: (proverb) => formTexts(proverb, proverbFields),
    check: checkProverb,
    errorTitle: m.admin_proverb_error_title(),
  });
  const { bind } = form;
  const titles: FormTitles = {
    edit: m.admin_proverb_edit(),
    add: m.admin_proverb_add(),
    submit: m.admin_proverb_add(),
  };

  return (
    <AdminFormCard form={form} titles={titles}>
      <TextArea label={m.admin_proverb_proverb()} {...bind('proverb')} required rows={2} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={m.admin_proverb_reference()}
          {...bind('reference')}
          hint={m.admin_proverb_reference_hint()}
        />
        <LanguageSelect label={m.admin_proverb_language()} {...bind('locale')} />
      </div>
      <TextArea label={m.admin_proverb_meaning()} {...bind('meaning')} required rows={3} />
      <TextArea label={m.admin_proverb_why()} {...bind('whyItMatters')} required rows={3} />
    </AdminFormCard>
  );
}

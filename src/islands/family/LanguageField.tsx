import type { ReactElement } from 'react';
import { m } from '#messages';
import { localeNames, locales } from '../../i18n/locales.ts';
import { inputFrameClass } from '../shared/LabelledField.tsx';

/**
 * A child's language (issue 35): the parent's page sets it, as the child's own language switch does;
 * the empty value is none chosen (the account's language then applies). Each language is named in
 * its own words.
 */
export function LanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}): ReactElement {
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-slate-800">
        {m.family_language_label()}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputFrameClass} text-lg`}
        data-child-language
      >
        <option value="">{m.family_language_unset()}</option>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { ReactElement } from 'react';
import { type Locale, localeNames, locales } from '../../../i18n/locales.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import { Select } from './Fields.tsx';

/** The site's languages, each named in its own language (English, Español). */
const languageOptions = locales.map((l) => ({ value: l, label: localeNames[l] }));

/** The language new content is written in unless the admin picks another: the admin page's. */
export function defaultContentLocale(): Locale {
  return getLocale();
}

/** The language a devotional, proverb or mini lesson is written in: the pages of that language show it. */
export function LanguageSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}): ReactElement {
  return <Select {...props} required options={languageOptions} />;
}

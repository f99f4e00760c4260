import { isLocale, type Locale } from '../i18n/locales.ts';
import { getLocale } from '../i18n/page-locale.ts';
import { type LanguageFacts, rememberedLocaleKey } from '../lib/language-choice.ts';
import type { SessionState } from './session.ts';

/** The language this browser remembers choosing (null: none, or storage is off). */
function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(rememberedLocaleKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * What this page view knows of the languages chosen (src/lib/language-choice.ts). The browser's
 * preference is the first of `navigator.languages` (its Accept-Language, in order) that the site has.
 */
export function languageFacts(state: SessionState): LanguageFacts {
  return {
    page: getLocale(),
    signedIn: state.user !== null,
    learner: state.profile?.locale,
    account: state.user?.locale,
    remembered: rememberedLocale(),
    browser: navigator.languages.map((tag) => tag.split('-')[0]).find(isLocale) ?? null,
  };
}

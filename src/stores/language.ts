import { apiRequest } from '../client/request.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/paths.ts';
import { homeLocale, rememberedLocaleKey } from '../lib/language-choice.ts';
import { languageFacts } from './language-facts.ts';
import { $session, loadSession } from './session.ts';

/**
 * Remembers a language chosen here: in this browser, and when someone is signed in, for the active
 * learner on the server (a child's own, else the account's).
 */
export async function rememberLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(rememberedLocaleKey, locale);
  } catch {
    // Storage off: the server (signed in) still remembers.
  }
  const { user } = await loadSession();
  if (user) await apiRequest('PUT', '/api/locale', { locale });
}

/** A page path in the language of the active learner (after "Who's learning?"): `/me/` or `/es/me/`. */
export function learnerHref(path: string): string {
  return localizedPath(path, homeLocale(languageFacts($session.get())));
}

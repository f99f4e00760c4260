import { $session, type SessionState } from '../stores/session.ts';

/**
 * The language switch and the one-line language bar of every page (issue 35). This part runs on
 * every page and imports nothing new (the JavaScript budgets): following a link of the switch loads
 * src/scripts/language-offer.ts, which remembers the choice first; once the session is known, a page
 * that may offer a language loads it too, and the rule (src/lib/language-choice.ts) decides. Never a
 * redirect.
 */

/** The language this browser chose, in localStorage (src/lib/language-choice.ts; a unit test holds them equal). */
export const localeKey = 'bsb:locale';

const offerCode = (): Promise<typeof import('./language-offer.ts')> => import('./language-offer.ts');

export function initLanguageChoice(): void {
  addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('[data-language-switch]');
    if (!link || event.button || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void offerCode().then((m) => m.follow(link));
  });
  // Each answer of the session (the layout's script asked for it); the bar shows once a page view.
  $session.listen((state) => {
    if (mayOffer(state)) void offerCode().then((m) => m.offerLanguage(state));
  });
}

/**
 * A cheap first look, so that most pages load nothing more: a language chosen for whoever is here
 * (the learner's or account's when signed in, else this browser's) that is not the page's, or
 * nothing chosen, an English page and a browser whose first language is not English.
 */
function mayOffer({ user, profile }: SessionState): boolean {
  const page = document.documentElement.lang;
  let chosen: string | null | undefined;
  try {
    chosen = user ? (profile?.locale ?? user.locale) : localStorage.getItem(localeKey);
  } catch {
    // Storage off: nothing remembered here.
  }
  // Nothing chosen: only an English page suggests the browser's language (a shared /es/ link stays as sent).
  return chosen ? chosen !== page : page === 'en' && !navigator.language.startsWith(page);
}

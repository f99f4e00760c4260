import { baseLocale, type Locale } from '../i18n/locales.ts';

/**
 * The rule of which language a page offers (issue 35): a one-line bar linking to the same page in
 * the language chosen for whoever is here, or, on a first visit, in the language the browser prefers.
 * Never a redirect. Pure: src/scripts/language-choice.ts gathers the facts and shows the bar.
 */

/** What is known of the languages around a page view. */
export interface LanguageFacts {
  /** The page's language (`<html lang>`). */
  page: Locale;
  /** Whether someone is signed in: their choices are then the server's, not this browser's. */
  signedIn: boolean;
  /** The active learner's choice: a child's own, the account's for the parent (the session). */
  learner?: Locale | null;
  /** The account's choice (the session): a child who chose nothing follows the parent's. */
  account?: Locale | null;
  /** The choice this browser remembers (the language switch, "No, thanks"). */
  remembered?: Locale | null;
  /** The site's language the browser prefers most (`navigator.languages`, its Accept-Language). */
  browser?: Locale | null;
}

/**
 * The language chosen for whoever is here: signed in, the learner's, else the account's (each child
 * of a bilingual family has its own, so this browser's choice does not speak for them); signed out,
 * this browser's.
 */
export function chosenLocale(facts: LanguageFacts): Locale | null {
  return facts.signedIn ? (facts.learner ?? facts.account ?? null) : (facts.remembered ?? null);
}

/** What a page offers: the same page in `locale`, as a remembered choice or a first visit's suggestion. */
export interface LanguageOffer {
  locale: Locale;
  /** True when nothing was chosen and the offer follows the browser ("No, thanks" then remembers the page's). */
  suggested: boolean;
}

/** The language the page offers, or null when the page already speaks it (or nothing points elsewhere). */
export function languageOffer(facts: LanguageFacts): LanguageOffer | null {
  const chosen = chosenLocale(facts);
  if (chosen) return chosen === facts.page ? null : { locale: chosen, suggested: false };
  // A first visit (nothing chosen, here or on the server): only an English page suggests, so a
  // shared /es/ link stays as it was sent.
  const { browser } = facts;
  if (facts.remembered || facts.page !== baseLocale || !browser || browser === baseLocale) return null;
  return { locale: browser, suggested: true };
}

/** The language a learner's home opens in after "Who's learning?": theirs, else the page's. */
export function homeLocale(facts: LanguageFacts): Locale {
  return chosenLocale(facts) ?? facts.page;
}

/** The localStorage key of the language this browser chose. */
export const rememberedLocaleKey = 'bsb:locale';

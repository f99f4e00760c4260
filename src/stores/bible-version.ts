import { getLocale } from '../i18n/page-locale.ts';
import { chosenVersion, chosenVersionKey } from '../lib/bible/version-choice.ts';
import { type BibleVersionCode, findVersion } from '../lib/bible/versions.ts';
import { loadSession } from './session.ts';

/**
 * The browser's key for whoever is learning on this page (the session's profile, or signed out), in
 * the page's language: a learner keeps one version per language.
 */
async function learnerKey(): Promise<string> {
  const session = await loadSession();
  return chosenVersionKey(session.profile?.id ?? null, getLocale());
}

/** The version the learner on this page chose last in its language, else the language's first. */
export async function loadChosenVersion(): Promise<BibleVersionCode> {
  const key = await learnerKey();
  try {
    return chosenVersion(localStorage.getItem(key), getLocale());
  } catch {
    return chosenVersion(null, getLocale());
  }
}

/** Remembers the version the learner on this page chose (for their next visit and the other pages). */
export async function rememberChosenVersion(version: BibleVersionCode): Promise<void> {
  // A version of another language (the switch from WEB to RVR1909) is that language's choice.
  const language = findVersion(version)?.language ?? getLocale();
  const session = await loadSession();
  const key = chosenVersionKey(session.profile?.id ?? null, language);
  try {
    localStorage.setItem(key, version);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

import { chosenVersion, chosenVersionKey } from '../lib/bible/version-choice.ts';
import { type BibleVersionCode, findVersion } from '../lib/bible/versions.ts';
import { loadSession } from './session.ts';

/** The browser's key for whoever is learning on this page (the session's profile, or signed out). */
async function learnerKey(): Promise<string> {
  const session = await loadSession();
  return chosenVersionKey(session.profile?.id ?? null);
}

/** The version the learner on this page chose last, else the default. */
export async function loadChosenVersion(): Promise<BibleVersionCode> {
  const key = await learnerKey();
  try {
    return chosenVersion(localStorage.getItem(key));
  } catch {
    return chosenVersion(null);
  }
}

/** Remembers the version the learner on this page chose (for their next visit and the other pages). */
export async function rememberChosenVersion(version: BibleVersionCode): Promise<void> {
  const key = await learnerKey();
  try {
    localStorage.setItem(key, version);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Remembers the version a form names (its code), when it is one the site has. */
export async function rememberVersionCalled(value: string): Promise<void> {
  const version = findVersion(value);
  if (version) await rememberChosenVersion(version.code);
}

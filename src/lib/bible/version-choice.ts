import { type BibleVersionCode, defaultBibleVersion, findVersion } from './versions.ts';

/**
 * The Bible version a learner reads in: the one they chose last, else the default (the World
 * English Bible, for new visitors and for child profiles alike). The choice is kept in the browser
 * for each learner (a child's profile has its own), and for whoever is signed out.
 */
export function chosenVersionKey(learnerId: string | null): string {
  return learnerId ? `bible-version:${learnerId}` : 'bible-version';
}

/** The version a kept choice names; the default when none is kept or it names no version here. */
export function chosenVersion(kept: string | null): BibleVersionCode {
  return (kept && findVersion(kept)?.code) || defaultBibleVersion;
}

/** A chapter page path (`/bible/web/john/3/`) moved to another version; other paths unchanged. */
export function pathInVersion(path: string, version: BibleVersionCode): string {
  const match = /^\/bible\/([a-z0-9]+)\/(.+)$/.exec(path);
  if (!match || !findVersion(match[1]!)) return path;
  return `/bible/${version}/${match[2]}`;
}

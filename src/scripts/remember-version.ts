import { findVersion } from '../lib/bible/versions.ts';
import { rememberChosenVersion } from '../stores/bible-version.ts';

/*
 * The chapter page loads this on a change of its version form. A module no page imports statically:
 * loading one that shares a chunk with what other pages import goes through a namespace object,
 * which brings rolldown's runtime (0.2 KB brotli) to every page of that chunk.
 */

/** Remembers the version a form names (its code), when it is one the site has. */
export async function rememberVersionCalled(value: string): Promise<void> {
  const version = findVersion(value);
  if (version) await rememberChosenVersion(version.code);
}

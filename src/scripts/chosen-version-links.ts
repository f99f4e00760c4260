import { pathInVersion } from '../lib/bible/version-choice.ts';
import { loadChosenVersion } from '../stores/bible-version.ts';

/**
 * Links marked `data-version-link` (a chapter or book page of the default version, as the page was
 * built) lead to the version the learner chose last instead (src/lib/bible/version-choice.ts).
 */
export function followChosenVersion(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>('a[data-version-link]');
  if (links.length === 0) return;
  void loadChosenVersion().then((version) => {
    for (const link of links)
      link.setAttribute('href', pathInVersion(link.getAttribute('href') ?? '', version));
  });
}

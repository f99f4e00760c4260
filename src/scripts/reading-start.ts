import { $session } from '../stores/session.ts';

/**
 * A reading page's first step (the script of ReadingSettings.astro, on the pages that show it): the
 * inline script in <head> already applied this browser's copy, so the rest of the reading
 * preferences (reading-preferences.ts) loads only when there is more to do: the "Aa" settings are
 * opened, a learner is signed in (their settings live on the server), the copy was a signed-in
 * learner's and the visitor now reads, or the device turns light or dark.
 */
export function startReadingPreferences(): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    void import('./reading-preferences.ts').then((m) => m.initReadingPreferences());
  };
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-reading-settings-menu]')) {
    menu.hidden = false;
    menu.addEventListener('toggle', start, { once: true });
  }
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', start, { once: true });
  let active = 'visitor';
  try {
    active = JSON.parse(localStorage.getItem('bsb:reading') ?? '{}').active ?? active;
  } catch {
    // No copy: a visitor's defaults.
  }
  $session.subscribe((session) => {
    if (!session.loading && (session.user || active !== 'visitor')) start();
  });
}

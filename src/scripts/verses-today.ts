import { $session } from '../stores/session.ts';

/**
 * The home greeting's "Verses to practise today": hidden for a visitor; for a signed-in learner its
 * code loads once the session is known (src/scripts/verses-today-line.ts).
 */
export function initVersesToday(): void {
  const line = document.querySelector<HTMLElement>('[data-verses-today]');
  if (!line) return;
  let asked = false;
  $session.subscribe((session) => {
    if (session.loading) return;
    if (!session.user) {
      line.hidden = true;
      return;
    }
    if (asked) return;
    asked = true;
    void import('./verses-today-line.ts').then((m) => m.showVersesToday(line));
  });
}

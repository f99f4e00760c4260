import { isMiniLessonUnlocked } from '../lib/mini-lesson-access.ts';
import { $entitled, $session, loadSession } from '../stores/session.ts';

/**
 * Mini lessons open by plan (free 0, basic 1, premium and lifetime all), in list order.
 * The pages are static, so the lock is decided here; the list cards and a lesson's own page both
 * carry their position in `data-index`.
 */
export function initLessonGates(): void {
  const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-lesson-card]'));
  const gate = document.querySelector<HTMLElement>('[data-lesson-gate]');
  if (cards.length === 0 && !gate) return;

  $session.subscribe((session) => {
    if (session.loading) return;
    const who = $entitled.get();
    for (const card of cards) {
      const open = isMiniLessonUnlocked(who, Number(card.dataset.index));
      card.querySelector<HTMLElement>('[data-lesson-open]')!.hidden = !open;
      card.querySelector<HTMLElement>('[data-lesson-locked]')!.hidden = open;
    }
    if (gate) {
      const open = isMiniLessonUnlocked(who, Number(gate.dataset.index));
      gate.querySelector<HTMLElement>('[data-gate-loading]')!.hidden = true;
      gate.querySelector<HTMLElement>('[data-gate-content]')!.hidden = !open;
      gate.querySelector<HTMLElement>('[data-gate-locked]')!.hidden = open;
    }
  });
  void loadSession();
}

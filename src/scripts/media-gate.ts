import { hasFeature } from '../lib/entitlements.ts';
import { $entitled, $session, loadSession } from '../stores/session.ts';

/** Shows a devotional's player to plans that include it, and the upgrade note to everyone else. */
export function initMediaGates(): void {
  const gates = Array.from(document.querySelectorAll<HTMLElement>('[data-media-gate]'));
  if (gates.length === 0) return;
  $session.subscribe((session) => {
    if (session.loading) return;
    for (const gate of gates) {
      const open = hasFeature($entitled.get(), gate.dataset.feature ?? '');
      gate.querySelector<HTMLElement>('[data-media-player]')!.hidden = !open;
      gate.querySelector<HTMLElement>('[data-media-locked]')!.hidden = open;
    }
  });
  void loadSession();
}

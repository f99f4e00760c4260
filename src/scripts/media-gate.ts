import { loadSession } from '../stores/session.ts';

/**
 * Shows a devotional's player to plans that include it, and the upgrade note to everyone else. The
 * plan rules load only on a page that has a player.
 */
export function initMediaGates(): void {
  if (!document.querySelector('[data-media-gate]')) return;
  void import('./media-gate-apply.ts').then((m) => m.watchMediaGates());
  void loadSession();
}

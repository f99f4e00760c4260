import { hasFeature } from '../lib/entitlements.ts';
import { $entitled, $session } from '../stores/session.ts';

/** Shows the players under `root` to plans that include them, and the upgrade note to everyone else. */
export function updateMediaGates(root: ParentNode = document): void {
  if ($session.get().loading) return;
  for (const gate of root.querySelectorAll<HTMLElement>('[data-media-gate]')) {
    const open = hasFeature($entitled.get(), gate.dataset.feature ?? '');
    gate.querySelector<HTMLElement>('[data-media-player]')!.hidden = !open;
    gate.querySelector<HTMLElement>('[data-media-locked]')!.hidden = open;
  }
}

let watching = false;

/** Keeps every gate of the page in step with the session (once per page). */
export function watchMediaGates(): void {
  if (watching) return;
  watching = true;
  $session.subscribe(() => updateMediaGates());
}

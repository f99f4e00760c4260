import { $session, loadSession } from '../stores/session.ts';

/**
 * Admins replace a card's background by dropping an image on it (or choosing one with the card's
 * 🖼 button): the card shows the image bare (no veil) with an orange PENDING tag, Save and Discard
 * under its PLAY NOW; Save stores it through the media library and sets it; Discard puts the old one
 * back. Everyone else sees plain cards (the admin tools are loaded for admins only).
 */
export function initCardBackgrounds(): void {
  const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-card-bg-target]'));
  if (cards.length === 0) return;
  let enabled = false;
  $session.subscribe((s) => {
    if (s.loading || !s.isAdmin || enabled) return;
    enabled = true;
    void import('./card-backgrounds-admin.ts').then((m) => m.enableCardBackgrounds(cards));
  });
  void loadSession();
}

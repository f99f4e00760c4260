import type { EntitledKey } from '../lib/entitlements.ts';
import type { LockInvite } from '../lib/lock-invite.ts';
import { $entitled, $session, entitledKey, loadSession } from '../stores/session.ts';
import { readData } from './page-data.ts';

/** What TruthChallengeCards.astro puts in the page: the plan rules' answers, worked out at build. */
export interface TruthCardsData {
  /** For each plan and for an admin: each card's lock (null when open) and the plan banner. */
  states: Record<EntitledKey, { locks: Array<string | null>; banner: string | null }>;
  /** What a locked card invites to: a visitor's invitation, then a signed-in player's. */
  invites: [LockInvite, LockInvite];
}

/**
 * Locks, their invitations (sign in, or upgrade) and the plan banner of the truth challenge cards.
 * The HTML shows a visitor's; once the session is known this shows whoever's is on the page. An
 * admin also gets the cards' background tools (as src/scripts/card-backgrounds.ts gives them on
 * other pages: here without a file of its own).
 */
export function initTruthChallengeCards(): void {
  const list = document.querySelector<HTMLElement>('[data-truth-cards]');
  const data = readData<TruthCardsData>(document, '[data-truth-data]');
  if (!list || !data) return;
  const cards = Array.from(list.querySelectorAll<HTMLElement>('[data-truth-card]'));
  const banner = document.querySelector<HTMLElement>('[data-truth-banner]');

  let admin = false;
  $session.subscribe((session) => {
    if (session.loading) return;
    if (session.isAdmin && !admin) {
      admin = true;
      void import('./card-backgrounds-admin.ts').then((m) => m.enableCardBackgrounds(cards));
    }
    const state = data.states[entitledKey($entitled.get())];
    const invite = data.invites[session.user ? 1 : 0];
    for (const card of cards) {
      const lock = state.locks[Number(card.dataset.truthCard)] ?? null;
      const play = card.querySelector<HTMLAnchorElement>('[data-play]');
      const overlay = card.querySelector<HTMLElement>('[data-lock]');
      const label = card.querySelector<HTMLElement>('[data-lock-label]');
      const more = card.querySelector<HTMLAnchorElement>('[data-invite]');
      card.dataset.locked = String(lock !== null);
      if (overlay) overlay.hidden = lock === null;
      if (label) label.textContent = lock ?? '';
      if (more) {
        more.hidden = lock === null;
        more.textContent = invite.text;
        more.setAttribute('href', invite.href ?? '');
      }
      const note = card.querySelector<HTMLElement>('[data-lock-note]');
      if (note) {
        // Its words come with the page ("Included in the Premium plan."), for a signed-in parent.
        note.hidden = lock === null || !session.user;
      }
      if (play) play.hidden = lock !== null;
    }
    if (banner) {
      banner.textContent = state.banner ?? '';
      banner.hidden = state.banner === null;
    }
    list.removeAttribute('aria-busy');
  });
  void loadSession();
}

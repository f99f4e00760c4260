import {
  type GameLockLabel,
  gameLock,
  gamesAccess,
  gamesAccessNote,
  showsUpgradeBanner,
} from '../games/grid-locks.ts';
import { localHref } from '../i18n/paths.ts';
import { lockInvite } from '../lib/lock-invite.ts';
import { $entitled, $session, loadSession } from '../stores/session.ts';

/**
 * /games is static; which cards are locked depends on the player's plan, so it is decided here
 * once the session is known. A locked card still links to its game page, which says why.
 */
export function initGamesGrid(): void {
  const grid = document.querySelector<HTMLElement>('[data-games-grid]');
  if (!grid) return;
  const cards = Array.from(grid.querySelectorAll<HTMLElement>('[data-game-card]'));
  const accessNote = document.querySelector<HTMLElement>('[data-games-note]');
  const banner = document.querySelector<HTMLElement>('[data-games-banner]');
  // The words come with the page, in its language (src/pages/games/index.astro).
  const words = grid.dataset;
  const lockWords: Record<GameLockLabel, string> = {
    'Premium Only': words.lockPremiumOnly ?? '',
    'Upgrade for More Games': words.lockMoreGames ?? '',
    'Upgrade for Access': words.lockAccess ?? '',
  };

  $session.subscribe((session) => {
    if (session.loading) return;
    const access = gamesAccess($entitled.get());
    // A child sees neither the lock's words nor the invitation (they are offers, src/lib/offers.ts):
    // the card's "Ask a grown-up" shows instead, by CSS alone.
    const invite = lockInvite('game', session.user ? 'grown-up' : 'visitor', window.location.pathname, '');
    const inviteText = (session.user ? words.inviteGrownUp : words.inviteVisitor) ?? invite.text;
    for (const card of cards) {
      const label = gameLock(
        access,
        { isPremium: card.dataset.premium === 'true' },
        Number(card.dataset.index),
      );
      const lock = card.querySelector<HTMLElement>('[data-lock]');
      const text = card.querySelector<HTMLElement>('[data-lock-label]');
      if (lock) lock.hidden = label === null;
      if (text) text.textContent = label ? lockWords[label] : '';
      card.dataset.locked = String(label !== null);
      // A locked card keeps its picture and text; instead of PLAY NOW it says which plan includes it
      // (to a signed-in parent) and invites to sign in or upgrade.
      const box = card.closest('li');
      const play = box?.querySelector<HTMLElement>('[data-play-label]');
      const more = box?.querySelector<HTMLAnchorElement>('[data-invite]');
      const note = box?.querySelector<HTMLElement>('[data-lock-note]');
      if (play) play.hidden = label !== null;
      if (note) {
        // Its words come with the page ("Included in the Premium plan."), for a signed-in parent.
        note.hidden = label === null || !session.user;
      }
      if (more) {
        more.hidden = label === null;
        more.textContent = inviteText;
        more.setAttribute('href', invite.href ? localHref(invite.href) : '');
      }
    }
    const limited = showsUpgradeBanner(access);
    if (accessNote) {
      accessNote.textContent = gamesAccessNote(access.count, accessNote.dataset.words ?? '');
      accessNote.hidden = !limited;
    }
    if (banner) banner.hidden = !limited;
    grid.removeAttribute('aria-busy');
  });
  void loadSession();
}

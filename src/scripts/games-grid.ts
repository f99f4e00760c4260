import { gameLock, gamesAccess, gamesAccessNote, showsUpgradeBanner } from '../games/grid-locks.ts';
import { lockInvite } from '../lib/lock-invite.ts';
import { offerAudience, offerText } from '../lib/offers.ts';
import { $entitled, $session, loadSession } from '../stores/session.ts';
import { showInvite } from './dom.ts';

/**
 * /games is static; which cards are locked depends on the player's plan, so it is decided here
 * once the session is known. A locked card still links to its game page, which says why.
 */
export function initGamesGrid(): void {
  const grid = document.querySelector<HTMLElement>('[data-games-grid]');
  if (!grid) return;
  const cards = Array.from(grid.querySelectorAll<HTMLElement>('[data-game-card]'));
  const note = document.querySelector<HTMLElement>('[data-games-note]');
  const banner = document.querySelector<HTMLElement>('[data-games-banner]');

  $session.subscribe((session) => {
    if (session.loading) return;
    const access = gamesAccess($entitled.get());
    const audience = offerAudience(session);
    const ask = grid.dataset.askGrownUpText ?? '';
    const invite = lockInvite('game', audience, window.location.pathname, ask);
    for (const card of cards) {
      const label = gameLock(
        access,
        { isPremium: card.dataset.premium === 'true' },
        Number(card.dataset.index),
      );
      const lock = card.querySelector<HTMLElement>('[data-lock]');
      const text = card.querySelector<HTMLElement>('[data-lock-label]');
      if (lock) lock.hidden = label === null;
      if (text) text.textContent = label === null ? '' : offerText(audience, label, ask);
      card.dataset.locked = String(label !== null);
      // A locked card keeps its picture and text; instead of PLAY NOW it invites to sign in or upgrade
      // (a child: to ask a grown-up).
      const box = card.closest('li');
      const play = box?.querySelector<HTMLElement>('[data-play-label]');
      const more = box?.querySelector<HTMLAnchorElement>('[data-invite]');
      if (play) play.hidden = label !== null;
      if (more) {
        more.hidden = label === null;
        showInvite(more, invite);
      }
    }
    const limited = showsUpgradeBanner(access);
    if (note) {
      note.textContent = gamesAccessNote(access.count);
      note.hidden = !limited;
    }
    if (banner) banner.hidden = !limited;
    grid.removeAttribute('aria-busy');
  });
  void loadSession();
}

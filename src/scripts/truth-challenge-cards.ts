import { lockInvite } from '../lib/lock-invite.ts';
import { truthChallengeBanner, truthChallengeLock } from '../lib/truth-challenges.ts';
import { $entitled, $session, loadSession } from '../stores/session.ts';

/** Locks, their invitations (sign in, or upgrade) and the plan banner of the truth challenge cards. */
export function initTruthChallengeCards(): void {
  const list = document.querySelector<HTMLElement>('[data-truth-cards]');
  if (!list) return;
  const cards = Array.from(list.querySelectorAll<HTMLElement>('[data-truth-card]'));
  const banner = document.querySelector<HTMLElement>('[data-truth-banner]');

  $session.subscribe((session) => {
    if (session.loading) return;
    const who = $entitled.get();
    const invite = lockInvite('challenge', session.user !== null, window.location.pathname);
    for (const card of cards) {
      const lock = truthChallengeLock(who, Number(card.dataset.truthCard));
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
        more.setAttribute('href', invite.href);
      }
      if (play) {
        play.dataset.href ??= play.getAttribute('href') ?? '#';
        play.setAttribute('href', lock ? '#' : play.dataset.href);
        if (lock) play.setAttribute('aria-disabled', 'true');
        else play.removeAttribute('aria-disabled');
      }
    }
    const text = truthChallengeBanner(who);
    if (banner) {
      banner.textContent = text ?? '';
      banner.hidden = text === null;
    }
    list.removeAttribute('aria-busy');
  });
  void loadSession();
}

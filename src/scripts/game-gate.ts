import { getLimit, isGameUnlocked, unlockedGameCount } from '../lib/entitlements.ts';
import { canSeeOffers } from '../lib/offers.ts';
import { $entitled, $session, loadSession } from '../stores/session.ts';

/**
 * A game page is static, so whether this player may play is decided here, from their plan
 * (premium games need the allGames feature; the first N non-premium games open, N being the
 * games limit). A locked game says why and links to the plans (a child: to ask a grown-up).
 */
export function initGameGate(): void {
  const gate = document.querySelector<HTMLElement>('[data-game-gate]');
  if (!gate) return;
  const isPremium = gate.dataset.premium === 'true';
  const index = Number(gate.dataset.index);
  const loading = gate.querySelector<HTMLElement>('[data-gate-loading]')!;
  const locked = gate.querySelector<HTMLElement>('[data-gate-locked]')!;
  const game = gate.querySelector<HTMLElement>('[data-gate-game]')!;

  $session.subscribe((session) => {
    if (session.loading) return;
    const who = $entitled.get();
    const open = isGameUnlocked(who, { isPremium }, index);
    loading.hidden = true;
    game.hidden = !open;
    locked.hidden = open;
    if (open) return;
    const title = locked.querySelector<HTMLElement>('[data-locked-title]')!;
    const reason = locked.querySelector<HTMLElement>('[data-locked-reason]')!;
    if (!canSeeOffers(session)) {
      // The child's words come with the page (GameLayout.astro), as the layout's script holds none.
      title.textContent = locked.dataset.childTitle ?? '';
      reason.textContent = locked.dataset.childReason ?? '';
    } else if (isPremium) {
      // The words come with the page, in its language (GameLayout.astro).
      title.textContent = gate.dataset.premiumTitle ?? '';
      reason.textContent = gate.dataset.premiumReason ?? '';
    } else {
      const n = getLimit(who, 'games') === -1 ? 12 : unlockedGameCount(who);
      title.textContent = gate.dataset.upgradeTitle ?? '';
      reason.textContent = (gate.dataset.upgradeReason ?? '').replace('{count}', String(n));
    }
  });
  void loadSession();
}

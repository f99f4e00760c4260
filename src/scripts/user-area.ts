import { canSeeOffers, noOffersAttribute } from '../lib/offers.ts';
import { readingProgressEvent } from '../lib/progress-answers.ts';
import { tierBadgeLabel } from '../lib/subscription.ts';
import { $session, greetingName, loadSession, type SessionState } from '../stores/session.ts';

function setAll(selector: string, visible: boolean): void {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) el.hidden = !visible;
}

function render(state: SessionState): void {
  if (state.loading) return;
  document.documentElement.classList.remove('auth-pending');
  const signedIn = state.user !== null;
  setAll('[data-visitor-only]', !signedIn);
  setAll('[data-user-only]', signedIn);
  setAll('[data-admin-only]', state.isAdmin);
  // Families: the learning profile in the top bar (to switch); a child sees no account link.
  const child = state.profile?.kind === 'child';
  setAll('[data-parent-only]', signedIn && !child);
  setAll('[data-profile-switch]', signedIn && (state.hasChildren === true || child));
  if (state.profile) {
    for (const img of document.querySelectorAll<HTMLImageElement>('[data-profile-avatar]'))
      img.src = `/art/avatars/${state.profile.avatar}.svg`;
    for (const el of document.querySelectorAll<HTMLElement>('[data-profile-name]'))
      el.textContent = state.profile.name;
  }
  setAll('[data-auth-loading]', false);
  // No selling to children: the page's offers (marked data-offer) go, plan talk in the top bar too.
  const offers = canSeeOffers(state);
  document.documentElement.toggleAttribute(noOffersAttribute, !offers);
  const subscribed = signedIn && state.subscription.subscribed;
  // Admins run the site; they are not offered a plan.
  setAll('[data-plan-upgrade]', offers && signedIn && !subscribed && !state.isAdmin);
  setAll('[data-plan-badge]', offers && subscribed);
  setAll('[data-plan-manage]', offers && subscribed);
  for (const el of document.querySelectorAll<HTMLElement>('[data-plan-tier]'))
    el.textContent = tierBadgeLabel(state.subscription);
  const name = child && state.profile ? state.profile.name : greetingName(state.user);
  for (const el of document.querySelectorAll<HTMLElement>('[data-user-name]')) el.textContent = name;
  // The greeting's words are the page's (data-greeting="Welcome back, {name}! 👋"): this script,
  // on every page, carries no messages.
  for (const el of document.querySelectorAll<HTMLElement>('[data-greeting]')) {
    el.hidden = !signedIn;
    el.textContent = signedIn ? (el.dataset.greeting ?? '').replace('{name}', name) : '';
  }
  const id = state.user?.id ?? null;
  if (id !== streakOf) showStreak(id);
}

let streakOf: string | null = null;
let versesAsked = false;

/**
 * The streak in the top bar, the home page's Verses to practise today and From your class (asked
 * once a page), and the parent's Family badge: for a signed-in user, whose code
 * (src/scripts/signed-in.ts) loads then.
 */
function showStreak(id: string | null): void {
  streakOf = id;
  const el = document.querySelector<HTMLElement>('[data-streak]');
  if (el) el.hidden = true;
  if (!id) return;
  const line = versesAsked ? null : document.querySelector<HTMLElement>('[data-verses-today]');
  const fromClass = versesAsked ? null : document.querySelector<HTMLElement>('[data-from-your-class]');
  versesAsked = true;
  void import('./signed-in.ts').then((m) => {
    if (el) void m.fillStreak(el, () => streakOf === id);
    if (line) m.showVersesToday(line);
    void m.fillFamilyBadge(() => streakOf === id);
    if (fromClass) void m.renderClassAssignments(fromClass);
  });
}

/** Shows each visitor, user and admin their part of the top bar, menu and greeting. */
export function initUserArea(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    button.addEventListener('click', () => void import('./sign-out.ts').then((m) => m.signOut()));
  }
  $session.subscribe(render);
  // Progress made on this page (Mark as Read, the day's devotional) can start or grow the streak.
  addEventListener(readingProgressEvent, () => showStreak(streakOf));
  void loadSession();
  // A one-time message after a redirect (?notice=...): its texts load only then.
  if (new URLSearchParams(window.location.search).has('notice'))
    void import('./notices.ts').then((m) => m.showNotice());
}

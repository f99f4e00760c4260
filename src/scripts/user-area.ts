import { tierBadgeLabel } from '../lib/subscription.ts';
import { $session, clearSession, greetingName, loadSession, type SessionState } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/** One-time messages carried in the address (?notice=...) after a redirect. */
const notices: Record<string, { title: string; description: string }> = {
  'email-confirmed': {
    title: 'Email Confirmed! 🎉',
    description: 'Your account is active. Sign in to start your journey!',
  },
  'account-deleted': {
    title: 'Account Deleted',
    description: 'Your account and its personal data were deleted. Thank you for learning with us!',
  },
  'signed-out': { title: 'Signed Out', description: 'See you soon!' },
  'summary-unsubscribed': {
    title: 'Unsubscribed',
    description: 'You will get no more weekly summaries. You can turn them on again on the Family page.',
  },
  'checkout-success': {
    title: 'Thank You! 🎉',
    description: 'Your payment went through. Your plan opens in a moment.',
  },
};

function showNotice(): void {
  const url = new URL(window.location.href);
  const key = url.searchParams.get('notice');
  const notice = key ? notices[key] : undefined;
  if (!notice) return;
  toast({ ...notice, variant: 'success' });
  url.searchParams.delete('notice');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}

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
  const subscribed = signedIn && state.subscription.subscribed;
  // Admins run the site; they are not offered a plan.
  setAll('[data-plan-upgrade]', signedIn && !subscribed && !state.isAdmin);
  setAll('[data-plan-badge]', subscribed);
  setAll('[data-plan-manage]', subscribed);
  for (const el of document.querySelectorAll<HTMLElement>('[data-plan-tier]'))
    el.textContent = tierBadgeLabel(state.subscription);
  const name = child && state.profile ? state.profile.name : greetingName(state.user);
  for (const el of document.querySelectorAll<HTMLElement>('[data-user-name]')) el.textContent = name;
  for (const el of document.querySelectorAll<HTMLElement>('[data-greeting]')) {
    el.hidden = !signedIn;
    el.textContent = signedIn ? `Welcome back, ${name}! 👋` : '';
  }
  const id = state.user?.id ?? null;
  if (id !== streakOf) void showStreak(id);
}

let streakOf: string | null = null;

/** The streak in the top bar (GET /api/streak); its title says a kind word (and names a grace day). */
async function showStreak(id: string | null): Promise<void> {
  streakOf = id;
  const el = document.querySelector<HTMLElement>('[data-streak]');
  if (!el) return;
  el.hidden = true;
  const s = id
    ? await fetch('/api/streak').then(
        (r) => (r.ok ? r.json() : null),
        () => null,
      )
    : null;
  if (!s || streakOf !== id) return;
  el.hidden = false;
  el.title = s.message;
  el.querySelector('[data-streak-days]')!.textContent = s.current;
}

async function signOut(): Promise<void> {
  try {
    const res = await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`sign-out answered ${res.status}`);
    clearSession();
    window.location.assign('/?notice=signed-out');
  } catch (error) {
    console.error(error);
    toast({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
      variant: 'error',
    });
  }
}

/** Shows each visitor, user and admin their part of the top bar, menu and greeting. */
export function initUserArea(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    button.addEventListener('click', () => void signOut());
  }
  $session.subscribe(render);
  // Progress made on this page (Mark as Read, the day's devotional) can start or grow the streak.
  addEventListener('bsb:reading-progress', () => void showStreak(streakOf));
  void loadSession();
  showNotice();
}

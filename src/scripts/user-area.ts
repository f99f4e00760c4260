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
  setAll('[data-auth-loading]', false);
  const subscribed = signedIn && state.subscription.subscribed;
  // Admins run the site; they are not offered a plan.
  setAll('[data-plan-upgrade]', signedIn && !subscribed && !state.isAdmin);
  setAll('[data-plan-badge]', subscribed);
  setAll('[data-plan-manage]', subscribed);
  for (const el of document.querySelectorAll<HTMLElement>('[data-plan-tier]'))
    el.textContent = tierBadgeLabel(state.subscription);
  const name = greetingName(state.user);
  for (const el of document.querySelectorAll<HTMLElement>('[data-user-name]')) el.textContent = name;
  for (const el of document.querySelectorAll<HTMLElement>('[data-greeting]')) {
    el.hidden = !signedIn;
    el.textContent = signedIn ? `Welcome back, ${name}! 👋` : '';
  }
  void showStreak(state.user?.id ?? null);
}

let streakShownFor: string | null = null;

/** The streak in the top bar (GET /api/streak): days, and a dove when a grace day keeps it. */
async function showStreak(userId: string | null): Promise<void> {
  if (userId === streakShownFor) return;
  streakShownFor = userId;
  const links = document.querySelectorAll<HTMLElement>('[data-streak]');
  for (const el of links) el.hidden = true;
  if (!userId) return;
  try {
    const res = await fetch('/api/streak', { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) return;
    const s = (await res.json()) as { current: number; graceDays: string[]; today: string; message: string };
    for (const el of links) {
      el.hidden = false;
      el.title = s.message;
      const days = el.querySelector<HTMLElement>('[data-streak-days]');
      if (days) days.textContent = String(s.current);
      const grace = el.querySelector<HTMLElement>('[data-streak-grace]');
      if (grace) grace.hidden = s.graceDays.length === 0 || s.current === 0;
    }
  } catch {
    // The streak is a friendly extra: a page left mid-request, or an offline moment, shows none.
  }
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
  // Progress made on this page (Mark as Read, a finished game) can start or grow the streak.
  window.addEventListener('bsb:reading-progress', () => {
    const id = streakShownFor;
    streakShownFor = null;
    void showStreak(id);
  });
  void loadSession();
  showNotice();
}

import { $session, clearSession, loadSession } from '../stores/session.ts';

export function initRouteGuard(): void {
  const guard = document.querySelector<HTMLElement>('[data-route-guard]');
  if (!guard) return;
  const requireAdmin = guard.dataset.requireAdmin === 'true';
  const checking = guard.querySelector<HTMLElement>('[data-guard-checking]')!;
  const denied = guard.querySelector<HTMLElement>('[data-guard-denied]')!;
  const content = guard.querySelector<HTMLElement>('[data-guard-content]')!;

  guard.querySelector('[data-switch-account]')?.addEventListener('click', async () => {
    await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    clearSession();
    window.location.assign(`/auth/?next=${encodeURIComponent(window.location.pathname)}`);
  });

  $session.subscribe((session) => {
    if (session.loading) return;
    if (!session.user) {
      window.location.replace(`/auth/?next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    checking.hidden = true;
    const allowed = !requireAdmin || session.isAdmin;
    denied.hidden = allowed;
    content.hidden = !allowed;
  });
  void loadSession();
}

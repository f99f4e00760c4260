import { $session, clearSession, loadSession } from '../stores/session.ts';

export function initRouteGuard(): void {
  const guard = document.querySelector<HTMLElement>('[data-route-guard]');
  if (!guard) return;
  const requireAdmin = guard.dataset.requireAdmin === 'true';
  const requireParent = guard.dataset.requireParent === 'true';
  const parentOnly = guard.querySelector<HTMLElement>('[data-guard-parent]')!;
  const unlock = guard.querySelector<HTMLFormElement>('[data-parent-unlock]')!;
  const pinField = guard.querySelector<HTMLElement>('[data-pin-field]')!;
  const pinError = guard.querySelector<HTMLElement>('[data-pin-error]')!;
  let parentId = '';
  unlock.addEventListener('submit', async (event) => {
    event.preventDefault();
    const pin = (new FormData(unlock).get('pin') as string | null) ?? '';
    const res = await fetch('/api/family/switch', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pinField.hidden ? { profileId: parentId } : { profileId: parentId, pin }),
    }).catch(() => null);
    if (res?.ok) return window.location.reload();
    const body = (await res?.json().catch(() => null)) as { error?: { message?: string } } | null;
    pinError.textContent = body?.error?.message ?? 'An unexpected error occurred. Please try again.';
  });
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
    if (requireParent && session.profile?.kind === 'child') {
      parentId = session.user.id;
      parentOnly.hidden = false;
      void fetch('/api/family/profiles', { credentials: 'same-origin', cache: 'no-store' })
        .then((res) => (res.ok ? (res.json() as Promise<{ hasPin: boolean }>) : null))
        .then((body) => {
          pinField.hidden = !body?.hasPin;
        })
        .catch(() => undefined);
      return;
    }
    const allowed = !requireAdmin || session.isAdmin;
    denied.hidden = allowed;
    content.hidden = !allowed;
  });
  void loadSession();
}

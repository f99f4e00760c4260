import { apiRequest } from '../client/request.ts';
import { localHref } from '../i18n/paths.ts';
import { switchLearner } from '../stores/learner.ts';
import { $session, clearSession, loadSession, signOut } from '../stores/session.ts';

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
    const result = await switchLearner(parentId, pinField.hidden ? undefined : pin);
    if (result.ok) return window.location.reload();
    pinError.textContent = result.message;
  });
  const checking = guard.querySelector<HTMLElement>('[data-guard-checking]')!;
  const denied = guard.querySelector<HTMLElement>('[data-guard-denied]')!;
  const content = guard.querySelector<HTMLElement>('[data-guard-content]')!;

  guard.querySelector('[data-switch-account]')?.addEventListener('click', async () => {
    // Gone from this page even when the server could not be reached.
    if (!(await signOut())) clearSession();
    window.location.assign(`${localHref('/auth/')}?next=${encodeURIComponent(window.location.pathname)}`);
  });

  $session.subscribe((session) => {
    if (session.loading) return;
    if (!session.user) {
      window.location.replace(`${localHref('/auth/')}?next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    checking.hidden = true;
    if (requireParent && session.profile?.kind === 'child') {
      parentId = session.user.id;
      parentOnly.hidden = false;
      void apiRequest<{ hasPin: boolean }>('GET', '/api/family/profiles', undefined, {
        cache: 'no-store',
      }).then((result) => {
        pinField.hidden = !(result.ok && result.data.hasPin);
      });
      return;
    }
    const allowed = !requireAdmin || session.isAdmin;
    denied.hidden = allowed;
    content.hidden = !allowed;
  });
  void loadSession();
}

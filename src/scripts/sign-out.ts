import { clearSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/** Signs out (the top bar's and the menu's Sign Out), then home with a "Signed Out" toast. */
export async function signOut(): Promise<void> {
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

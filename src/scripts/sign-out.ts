import { signOut as endSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/** Signs out (the top bar's and the menu's Sign Out), then home with a "Signed Out" toast. */
export async function signOut(): Promise<void> {
  if (await endSession()) return window.location.assign('/?notice=signed-out');
  toast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'error',
  });
}

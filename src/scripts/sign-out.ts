import { m } from '#messages';
import { localHref } from '../i18n/paths.ts';
import { signOut as endSession } from '../stores/session.ts';
import { toast } from '../stores/toasts.ts';

/**
 * Signs out (the top bar's and the menu's Sign Out), then home in the page's language with a "Signed
 * Out" toast. Loaded at the click, so its two messages are not in the layout's script.
 */
export async function signOut(): Promise<void> {
  if (await endSession()) return window.location.assign(localHref('/?notice=signed-out'));
  toast({
    title: m.site_error_title(),
    description: m.site_error_unexpected(),
    variant: 'error',
  });
}

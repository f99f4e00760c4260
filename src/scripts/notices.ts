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

export function showNotice(): void {
  const url = new URL(window.location.href);
  const key = url.searchParams.get('notice');
  const notice = key ? notices[key] : undefined;
  if (!notice) return;
  toast({ ...notice, variant: 'success' });
  url.searchParams.delete('notice');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}

import type { ToastVariant } from '../lib/toast-queue.ts';
import { m } from '../paraglide/messages.js';
import { toast } from '../stores/toasts.ts';

/** One-time messages carried in the address (?notice=...) after a redirect. */
const notices: Record<string, { title: string; description: string; variant?: ToastVariant }> = {
  'email-confirmed': {
    title: m.account_email_confirmed_title(),
    description: m.account_email_confirmed_text(),
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
  'summary-link-unknown': {
    title: 'Nothing changed',
    description:
      'That unsubscribe link is old or not one of ours, so nothing was changed. To stop the weekly ' +
      'summary, use the link in the latest summary, or sign in and turn it off on the Family page.',
    variant: 'error',
  },
  'notes-unsubscribed': {
    title: m.groups_notice_unsubscribed_title(),
    description: m.groups_notice_unsubscribed_text(),
  },
  'notes-link-unknown': {
    title: m.groups_notice_link_unknown_title(),
    description: m.groups_notice_link_unknown_text(),
    variant: 'error',
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
  toast({ variant: 'success', ...notice });
  url.searchParams.delete('notice');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}

import { m } from '#messages';
import type { ToastVariant } from '../lib/toast-queue.ts';
import { toast } from '../stores/toasts.ts';

/** One-time messages carried in the address (?notice=...) after a redirect. */
const notices: Record<string, { title: string; description: string; variant?: ToastVariant }> = {
  'email-confirmed': {
    title: m.account_email_confirmed_title(),
    description: m.account_email_confirmed_text(),
  },
  'account-deleted': {
    title: m.site_notice_account_deleted_title(),
    description: m.site_notice_account_deleted_text(),
  },
  'signed-out': { title: m.site_notice_signed_out_title(), description: m.site_notice_signed_out_text() },
  'summary-unsubscribed': {
    title: m.site_notice_summary_unsubscribed_title(),
    description: m.site_notice_summary_unsubscribed_text(),
  },
  'summary-link-unknown': {
    title: m.site_notice_summary_link_unknown_title(),
    description: m.site_notice_summary_link_unknown_text(),
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
    title: m.site_notice_checkout_success_title(),
    description: m.site_notice_checkout_success_text(),
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

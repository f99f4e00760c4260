/**
 * A hosted payment link carrying the signed-in user as the client reference, so the webhook can
 * match the payment to the account (Stripe payment links accept `client_reference_id` and
 * `prefilled_email`). Null when the link is missing or not a URL.
 */
export function checkoutUrl(link: string | null, user: { id: string; email: string } | null): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (user) {
    url.searchParams.set('client_reference_id', user.id);
    url.searchParams.set('prefilled_email', user.email);
  }
  return url.href;
}

/** The setting an admin must fill for a plan button. */
export const paymentSettingFor = {
  premium: 'PAYMENT_LINK_PREMIUM',
  annual: 'PAYMENT_LINK_ANNUAL',
  donation: 'DONATION_LINK',
  portal: 'CUSTOMER_PORTAL_URL',
} as const;

/** The settings the e2e server runs with; commands run by tests (admin:grant, rebuild) use them too. */
export const e2eWebhookSecret = 'whsec_e2e_test_secret';

export function e2eSettings(port: string | number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    REBUILD_DEBOUNCE_MS: '100',
    // As behind a real reverse proxy: each test sends its own X-Forwarded-For (fixtures/test.ts).
    TRUST_PROXY: 'true',
    VIDEO_CHANNEL_URL: 'https://www.youtube.com/@example-kids-bible',
    HELP_EMAIL: 'help@example.org',
    PAYMENT_LINK_PREMIUM: 'https://buy.stripe.com/test_premium',
    DONATION_LINK: 'https://donate.stripe.com/test_gift',
    CUSTOMER_PORTAL_URL: 'https://billing.stripe.com/p/login/test_portal',
    STRIPE_WEBHOOK_SECRET: e2eWebhookSecret,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

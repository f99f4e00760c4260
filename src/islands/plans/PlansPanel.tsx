import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { PlanDetails } from '../../components/plans/PlanDetails.tsx';
import { getLocale } from '../../i18n/page-locale.ts';
import { localHref } from '../../i18n/paths.ts';
import { checkoutUrl, paymentSettingFor } from '../../lib/checkout.ts';
import { canSeeOffers } from '../../lib/offers.ts';
import type { Plan } from '../../lib/plans.ts';
import { notSubscribed, planTierOf, type SubscriptionStatus } from '../../lib/subscription.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { useSession } from '../shared/use-session.ts';

export interface PlansPanelProps {
  plans: Plan[];
  links: { premium: string | null; annual: string | null; donation: string | null };
}

const pollAfterCheckoutMs = 3000;
const maxPolls = 10;

/** /subscription: the three plans with the current-plan badge, checkout, donation and Manage Subscription. */
export default function PlansPanel({ plans, links }: PlansPanelProps): ReactElement {
  const session = useSession();
  const [status, setStatus] = useState<SubscriptionStatus>(notSubscribed);
  const [portalUrl, setPortalUrl] = useState<string | null>(null);
  const [portalError, setPortalError] = useState<string | null>(null);
  const checkoutOpened = useRef(false);

  async function checkSubscription(): Promise<SubscriptionStatus | null> {
    const result = await apiRequest<SubscriptionStatus>('GET', '/api/subscription');
    if (!result.ok) {
      toast({ title: m.account_error(), description: m.account_plans_status_failed(), variant: 'error' });
      return null;
    }
    setStatus(result.data);
    return result.data;
  }

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    if (session.loading || !session.user) return;
    void checkSubscription();
    // Back from a checkout in another tab: look again.
    const onVisible = (): void => {
      if (document.visibilityState === 'visible' && checkoutOpened.current)
        void checkSubscription().then(() => loadSession(true));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [session.loading, session.user]);

  // Stripe sends the buyer back to ?checkout=success: wait for the webhook to open the plan.
  useEffect(() => {
    if (session.loading || !session.user) return;
    if (new URLSearchParams(window.location.search).get('checkout') !== 'success') return;
    toast({
      title: m.account_plans_thank_you(),
      description: m.account_plans_payment_done(),
      variant: 'success',
    });
    let polls = 0;
    const timer = window.setInterval(async () => {
      polls += 1;
      const next = await checkSubscription();
      if (next?.subscribed || polls >= maxPolls) {
        window.clearInterval(timer);
        void loadSession(true);
      }
    }, pollAfterCheckoutMs);
    return () => window.clearInterval(timer);
  }, [session.loading, session.user]);

  useEffect(() => {
    if (!status.subscribed) return;
    void apiRequest<{ url: string }>('GET', '/api/subscription/portal').then((r) => {
      if (r.ok) setPortalUrl(r.data.url);
      else setPortalError(r.message);
    });
  }, [status.subscribed]);

  const current = session.user ? planTierOf(status) : null;
  const user = session.user;

  function manageLink(
    className: string,
    label = m.account_plans_manage_subscription(),
    srLabel = '',
  ): ReactElement {
    return portalUrl ? (
      <a href={portalUrl} target="_blank" rel="noopener" className={className}>
        {label}
        <span className="sr-only">
          {srLabel}
          {m.account_plans_new_tab()}
        </span>
      </a>
    ) : (
      <button
        type="button"
        className={className}
        onClick={() =>
          toast({
            title: m.account_error(),
            description: portalError
              ? m.account_plans_manage_failed_because({ reason: portalError })
              : m.account_plans_manage_failed(),
            variant: 'error',
          })
        }
      >
        {label}
        {srLabel && <span className="sr-only">{srLabel}</span>}
      </button>
    );
  }

  function planAction(plan: Plan): ReactElement | null {
    if (current === plan.tier) {
      return (
        <div className="mt-6 grid gap-3">
          <p className="rounded-full bg-leaf-100 py-3 text-center font-bold text-leaf-700">
            {m.account_plans_current()}
          </p>
          {status.subscribed &&
            manageLink('btn-ghost', m.account_plans_manage(), m.account_plans_your_plan_sr())}
        </div>
      );
    }
    if (plan.tier === 'free') return null;
    // A subscriber never gets an offer to buy a second plan: changes go through Manage Subscription.
    if (status.subscribed) {
      return (
        <p className="mt-6 text-center font-semibold text-slate-700" data-plan-change>
          {plan.tier === 'premium' ? m.account_plans_all_included() : m.account_plans_change_with_manage()}
        </p>
      );
    }
    if (!user) {
      return (
        <a
          href={`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/subscription/'))}`}
          className={plan.popular ? 'btn-sun mt-6' : 'btn-primary mt-6'}
        >
          {m.account_plans_sign_in_to_upgrade()}
        </a>
      );
    }
    // A child's profile never reaches checkout: a grown-up switches back first (with the PIN).
    if (!canSeeOffers(session)) {
      return (
        <a
          href={`${localHref('/who/')}?next=${encodeURIComponent(localHref('/subscription/'))}`}
          className="btn-ghost mt-6"
          data-ask-grown-up
        >
          {m.family_ask_grown_up()}
        </a>
      );
    }
    const link = plan.tier === 'premium' ? links.premium : links.annual;
    const url = checkoutUrl(link, user);
    if (!url)
      return (
        <PaymentsNotSetUp
          setting={plan.tier === 'premium' ? paymentSettingFor.premium : paymentSettingFor.annual}
          isAdmin={session.isAdmin}
        />
      );
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        onClick={() => (checkoutOpened.current = true)}
        className={plan.popular ? 'btn-sun mt-6' : 'btn-primary mt-6'}
      >
        {plan.buttonText}
        <span className="sr-only">{m.account_plans_checkout_new_tab()}</span>
      </a>
    );
  }

  const donationUrl = !canSeeOffers(session) ? null : checkoutUrl(links.donation, user);
  return (
    <div className="grid gap-10">
      <ul className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.tier}
            data-plan={plan.tier}
            className={[
              'card relative flex flex-col',
              plan.popular ? 'ring-4 ring-sun-400' : '',
              current === plan.tier ? 'outline-4 outline-leaf-600' : '',
            ].join(' ')}
          >
            {current === plan.tier && (
              <p className="absolute -top-4 left-4 rounded-full bg-leaf-700 px-4 py-1 text-sm font-bold text-white">
                {m.account_plans_current_badge()}
              </p>
            )}
            {plan.popular && current !== plan.tier && (
              <p
                className={
                  'absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-sun-400 px-4 py-1 ' +
                  'text-sm font-bold text-slate-900'
                }
              >
                {m.account_plans_most_popular()}
              </p>
            )}
            <PlanDetails plan={plan} headingLevel={2} />
            {planAction(plan)}
          </li>
        ))}
      </ul>

      {status.subscribed && (
        <section
          className="card flex flex-wrap items-center justify-between gap-4"
          aria-labelledby="manage-title"
        >
          <div>
            <h2 id="manage-title" className="text-xl font-extrabold text-brand-900">
              {m.account_plans_manage_subscription()}
            </h2>
            <p className="text-slate-700">
              {status.subscription_end
                ? m.account_plans_open_until({
                    date: new Date(status.subscription_end).toLocaleDateString(getLocale(), {
                      dateStyle: 'long',
                    }),
                  })
                : m.account_plans_no_end()}
            </p>
          </div>
          {manageLink('btn-primary')}
        </section>
      )}

      <section className="card bg-grape-100 text-center" aria-labelledby="donate-title">
        <h2 id="donate-title" className="text-xl font-extrabold text-brand-900">
          {m.account_plans_support()}
        </h2>
        <p className="mt-1 text-slate-800">{m.account_plans_gift_text()}</p>
        {!canSeeOffers(session) ? (
          <p className="mt-4 font-semibold text-slate-800">{m.account_plans_gift_grown_up()}</p>
        ) : donationUrl ? (
          <a href={donationUrl} target="_blank" rel="noopener" className="btn-primary mt-4">
            {m.account_plans_donate()}
            <span className="sr-only">{m.account_plans_new_tab()}</span>
          </a>
        ) : (
          <PaymentsNotSetUp
            setting={paymentSettingFor.donation}
            isAdmin={session.isAdmin}
            label={m.account_plans_donations_off()}
          />
        )}
      </section>
    </div>
  );
}

function PaymentsNotSetUp({
  setting,
  isAdmin,
  label = m.account_plans_payments_off(),
}: {
  setting: string;
  isAdmin: boolean;
  label?: string;
}): ReactElement {
  return (
    <div className="mt-6 text-center">
      <button type="button" disabled className="btn w-full cursor-not-allowed bg-slate-200 text-slate-700">
        {label}
      </button>
      {isAdmin && (
        <p className="mt-2 text-sm text-slate-700">
          {m.account_plans_admin_set()} <code className="font-bold">{setting}</code>{' '}
          {m.account_plans_admin_to_turn_on()}
        </p>
      )}
    </div>
  );
}

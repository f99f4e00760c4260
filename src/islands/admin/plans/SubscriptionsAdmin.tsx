import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import { manualTiers, type SubscriptionStatus } from '../../../lib/subscription.ts';
import { toast } from '../../../stores/toasts.ts';
import { Field, Select } from '../shared/Fields.tsx';
import { adminTime } from '../shared/format.ts';
import { UnmatchedPayments } from './UnmatchedPayments.tsx';

interface Lookup {
  user: { id: string; email: string; fullName: string | null };
  status: SubscriptionStatus;
  records: Array<{
    source: 'stripe' | 'manual';
    tier: string;
    status: string;
    currentPeriodEnd: string | null;
    note: string | null;
  }>;
  history: Array<{
    action: string;
    tier: string | null;
    actorEmail: string | null;
    source: string;
    note: string | null;
    createdAt: string;
  }>;
}

const day = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleDateString(getLocale()) : m.admin_subs_no_end();

/**
 * Admin tab "Plans": find a user by e-mail and give or clear a plan by hand; attach payments that
 * arrived without an account.
 */
export default function SubscriptionsAdmin(): ReactElement {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Lookup | null>(null);
  const [tier, setTier] = useState<(typeof manualTiers)[number]>('premium');
  const [endsOn, setEndsOn] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function lookUp(event: FormEvent | null, address = email): Promise<void> {
    event?.preventDefault();
    setError(undefined);
    const result = await apiRequest<Lookup>(
      'GET',
      `/api/admin/subscriptions?email=${encodeURIComponent(address.trim())}`,
    );
    if (!result.ok) {
      setFound(null);
      return setError(result.message);
    }
    setFound(result.data);
  }

  async function give(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!found) return;
    const result = await apiRequest<Lookup>('PUT', '/api/admin/subscriptions', {
      email: found.user.email,
      tier,
      endsOn: endsOn || null,
      note: note || null,
    });
    if (!result.ok)
      return void toast({ title: m.admin_error(), description: result.message, variant: 'error' });
    setFound(result.data);
    toast({
      title: m.admin_subs_given_title(),
      description: m.admin_subs_given_text({ email: found.user.email, tier }),
      variant: 'success',
    });
  }

  async function clear(): Promise<void> {
    if (!found || !window.confirm(m.admin_subs_confirm_clear({ email: found.user.email }))) return;
    const result = await apiRequest<Lookup>(
      'DELETE',
      `/api/admin/subscriptions?email=${encodeURIComponent(found.user.email)}`,
    );
    if (!result.ok)
      return void toast({ title: m.admin_error(), description: result.message, variant: 'error' });
    setFound(result.data);
    toast({
      title: m.admin_subs_cleared_title(),
      description: m.admin_subs_cleared_text({ email: found.user.email }),
      variant: 'success',
    });
  }

  return (
    <section className="card grid gap-6" aria-labelledby="plans-admin-title">
      <div>
        <h2 id="plans-admin-title" className="text-xl font-extrabold text-brand-900">
          {m.admin_subs_title()}
        </h2>
        <p className="text-slate-700">{m.admin_subs_intro()}</p>
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void lookUp(e)}>
        <div className="min-w-64 flex-1">
          <Field label={m.admin_subs_email()} type="email" value={email} onChange={setEmail} error={error} />
        </div>
        <button type="submit" className="btn-primary">
          {m.admin_subs_look_up()}
        </button>
      </form>

      {found && (
        <div className="grid gap-5" data-plan-lookup={found.user.email}>
          <p className="text-lg">
            <strong>{found.user.fullName ?? found.user.email}</strong> ({found.user.email}):{' '}
            <span data-plan-status>
              {found.status.subscribed
                ? m.admin_subs_until({
                    tier: found.status.subscription_tier ?? '',
                    day: day(found.status.subscription_end),
                  })
                : m.admin_subs_free()}
            </span>
          </p>
          {found.records.length > 0 && (
            <ul className="grid gap-1 text-slate-700">
              {found.records.map((r) => (
                <li key={r.source}>
                  {r.source === 'manual' ? m.admin_subs_by_hand() : m.admin_subs_online()}: {r.tier},{' '}
                  {r.status}, {day(r.currentPeriodEnd)}
                  {r.note ? ` (${r.note})` : ''}
                </li>
              ))}
            </ul>
          )}
          <form className="grid gap-3 md:grid-cols-4 md:items-end" onSubmit={(e) => void give(e)}>
            <Select
              label={m.admin_subs_plan()}
              value={tier}
              onChange={(value) => setTier(value as typeof tier)}
              options={manualTiers.map((t) => ({ value: t, label: t }))}
            />
            <Field label={m.admin_subs_last_day()} type="date" value={endsOn} onChange={setEndsOn} />
            <Field label={m.admin_subs_note()} value={note} onChange={setNote} />
            <div className="flex gap-2">
              <button type="submit" className="btn-primary">
                {m.admin_subs_give()}
              </button>
              <button type="button" className="btn-ghost" onClick={() => void clear()}>
                {m.admin_subs_clear()}
              </button>
            </div>
          </form>
          {found.history.length > 0 && (
            <div>
              <h3 className="font-bold">{m.admin_subs_history()}</h3>
              <ul className="mt-1 grid gap-1 text-sm text-slate-700">
                {found.history.map((h, i) => (
                  <li key={i}>
                    {adminTime(h.createdAt)}: {h.action} {h.tier ?? ''}{' '}
                    {h.actorEmail ? m.admin_subs_by({ email: h.actorEmail }) : `(${h.source})`}
                    {h.note ? `, ${h.note}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <UnmatchedPayments
        onAttached={(address) => {
          setEmail(address);
          void lookUp(null, address);
        }}
      />
    </section>
  );
}

import { type FormEvent, type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import type { UnmatchedPaymentInfo as UnmatchedPayment } from '../../../lib/unmatched-payments.ts';
import { toast } from '../../../stores/toasts.ts';
import { Field } from '../shared/Fields.tsx';
import { adminTime } from '../shared/format.ts';

interface UnmatchedList {
  open: UnmatchedPayment[];
  attached: UnmatchedPayment[];
}

const amount = (p: UnmatchedPayment): string => {
  if (p.amountTotal === null || !p.currency) return m.admin_pay_amount_unknown();
  try {
    return new Intl.NumberFormat(getLocale(), {
      style: 'currency',
      currency: p.currency.toUpperCase(),
    }).format(p.amountTotal / 100);
  } catch {
    return `${(p.amountTotal / 100).toFixed(2)} ${p.currency.toUpperCase()}`;
  }
};

function AttachForm({
  payment,
  onAttached,
}: {
  payment: UnmatchedPayment;
  onAttached: (email: string) => void;
}): ReactElement {
  const [email, setEmail] = useState(payment.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function attach(event: FormEvent): Promise<void> {
    event.preventDefault();
    const target = email.trim();
    if (!target || !window.confirm(m.admin_pay_confirm_attach({ email: target }))) return;
    setBusy(true);
    setError(undefined);
    const result = await apiRequest('POST', `/api/admin/subscriptions/unmatched/${payment.id}/attach`, {
      email: target,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    onAttached(target);
  }

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void attach(e)}>
      <div className="min-w-64 flex-1">
        <Field label={m.admin_pay_email()} type="email" value={email} onChange={setEmail} error={error} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {m.admin_pay_attach()}
      </button>
    </form>
  );
}

/** One payment waiting for its account: what was paid, by whom, why it was not matched, and the form. */
function OpenPayment({
  payment: p,
  onAttached,
}: {
  payment: UnmatchedPayment;
  onAttached: (email: string) => void;
}): ReactElement {
  return (
    <li className="grid gap-2 rounded-2xl p-4 ring-1 ring-slate-200" data-unmatched-payment={p.id}>
      <p>
        {m.admin_pay_line({
          amount: amount(p),
          time: adminTime(p.createdAt),
          email: p.email ?? m.admin_pay_no_email(),
        })}
        {p.customerName ? ` (${p.customerName})` : ''}
        {p.paid ? '' : m.admin_pay_not_paid()}
      </p>
      <p className="text-sm text-slate-600">
        {m.admin_pay_why({ reason: p.reason, checkout: p.checkoutSessionId })}
      </p>
      <AttachForm payment={p} onAttached={onAttached} />
    </li>
  );
}

/**
 * Payments the Stripe webhook could not match to an account (a payment link opened outside the
 * site, paid with an address no confirmed account uses). An admin attaches each to the right account.
 */
export function UnmatchedPayments({ onAttached }: { onAttached?: (email: string) => void }): ReactElement {
  const [list, setList] = useState<UnmatchedList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async (): Promise<void> => {
    const result = await apiRequest<UnmatchedList>('GET', '/api/admin/subscriptions/unmatched');
    if (!result.ok) return setLoadError(result.message);
    setLoadError(null);
    setList(result.data);
  }, []);
  useEffect(() => void reload(), [reload]);

  function attached(email: string): void {
    toast({
      title: m.admin_pay_attached_title(),
      description: m.admin_pay_attached_text({ email }),
      variant: 'success',
    });
    void reload();
    onAttached?.(email);
  }

  return (
    <div className="grid gap-3" data-unmatched-payments>
      <h3 className="text-lg font-bold text-brand-900">{m.admin_pay_title()}</h3>
      <p className="text-slate-700">{m.admin_pay_intro()}</p>
      {loadError && <p className="font-semibold text-coral-700">{loadError}</p>}
      {list === null && !loadError && <p className="text-slate-600">{m.admin_pay_loading()}</p>}
      {list && list.open.length === 0 && (
        <p className="text-slate-600" data-unmatched-empty>
          {m.admin_pay_none()}
        </p>
      )}
      {list && list.open.length > 0 && (
        <ul className="grid gap-4">
          {list.open.map((p) => (
            <OpenPayment key={p.id} payment={p} onAttached={attached} />
          ))}
        </ul>
      )}
      {list && list.attached.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">{m.admin_pay_recent()}</summary>
          <ul className="mt-1 grid gap-1 text-sm text-slate-700">
            {list.attached.map((p) => (
              <li key={p.id}>
                {m.admin_pay_attached_line({
                  amount: amount(p),
                  email: p.email ?? m.admin_pay_no_email(),
                  time: p.attachedAt ? adminTime(p.attachedAt) : '',
                  admin: p.attachedByEmail ?? m.admin_pay_an_admin(),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

import { type FormEvent, type ReactElement, useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../client/request.ts';
import type { UnmatchedPaymentInfo as UnmatchedPayment } from '../../../lib/unmatched-payments.ts';
import { toast } from '../../../stores/toasts.ts';
import { Field } from '../shared/Fields.tsx';

interface UnmatchedList {
  open: UnmatchedPayment[];
  attached: UnmatchedPayment[];
}

const amount = (p: UnmatchedPayment): string => {
  if (p.amountTotal === null || !p.currency) return 'amount unknown';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: p.currency.toUpperCase() }).format(
      p.amountTotal / 100,
    );
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
    if (!target || !window.confirm(`Attach this payment to ${target}? Their plan opens at once.`)) return;
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
        <Field label="Account's email" type="email" value={email} onChange={setEmail} error={error} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Attach to Account
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
        <strong>{amount(p)}</strong> on {new Date(p.createdAt).toLocaleString()} from{' '}
        <strong>{p.email ?? 'no e-mail'}</strong>
        {p.customerName ? ` (${p.customerName})` : ''}
        {p.paid ? '' : ', not paid yet'}
      </p>
      <p className="text-sm text-slate-600">
        Why it was not matched: {p.reason}. Checkout {p.checkoutSessionId}.
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
      title: 'Payment Attached',
      description: `${email} now has the plan that was paid for.`,
      variant: 'success',
    });
    void reload();
    onAttached?.(email);
  }

  return (
    <div className="grid gap-3" data-unmatched-payments>
      <h3 className="text-lg font-bold text-brand-900">Payments without an account</h3>
      <p className="text-slate-700">
        Someone paid through a payment link that did not name an account, and no confirmed account uses the
        e-mail they paid with. Attach each payment to the account it was meant for.
      </p>
      {loadError && <p className="font-semibold text-coral-700">{loadError}</p>}
      {list === null && !loadError && <p className="text-slate-600">Loading…</p>}
      {list && list.open.length === 0 && (
        <p className="text-slate-600" data-unmatched-empty>
          No payments are waiting.
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
          <summary className="cursor-pointer font-semibold">Recently attached</summary>
          <ul className="mt-1 grid gap-1 text-sm text-slate-700">
            {list.attached.map((p) => (
              <li key={p.id}>
                {amount(p)} from {p.email ?? 'no e-mail'}: attached{' '}
                {p.attachedAt ? new Date(p.attachedAt).toLocaleString() : ''} by{' '}
                {p.attachedByEmail ?? 'an admin'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

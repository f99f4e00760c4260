import { type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { showFailure } from './use-auth-submit.ts';

export interface CheckInboxProps {
  email: string;
  /** Back to the sign-up form (another address). */
  onBack: () => void;
}

/**
 * After "Create Account" (issue 37.5): a screen that stays until the parent moves on, with Resend
 * (the page's heading says "Check your inbox").
 * Resending is rate limited as every mail is, and its answer is the same for any address.
 */
export function CheckInbox({ email, onBack }: CheckInboxProps): ReactElement {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');

  async function resend(): Promise<void> {
    setBusy(true);
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/resend-confirmation', { email });
    setBusy(false);
    if (!result.ok) return showFailure(result, m.account_resend_failed());
    setSent(result.data.message);
  }

  return (
    <div className="mt-6 grid gap-4 text-center" data-check-inbox>
      <p aria-hidden="true" className="text-5xl">
        📬
      </p>
      <p className="text-lg text-slate-800">{m.account_check_inbox_text({ email })}</p>
      <p className="text-slate-700">{m.account_check_inbox_next()}</p>
      <button type="button" className="btn-primary" disabled={busy} onClick={() => void resend()}>
        {m.account_resend()}
      </button>
      <p role="status" className="font-semibold text-leaf-700">
        {sent}
      </p>
      <button type="button" className="font-semibold text-brand-700 underline" onClick={onBack}>
        {m.account_use_another_address()}
      </button>
    </div>
  );
}

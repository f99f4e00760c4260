import { type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { signInCheck } from '../../lib/auth-checks.ts';
import { safeNextPath } from '../../lib/safe-next-path.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { afterSignInDelayMs, rememberedEmailKey } from './auth-messages.ts';
import { CheckboxRow, EmailInput, PasswordInput, usePasswordInput } from './FormFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { showFailure, useAuthSubmit } from './use-auth-submit.ts';

export interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Whether the browser remembered the e-mail (the checkbox starts ticked then). */
  rememberedAtStart: boolean;
  /** Called just before the page moves on, so the page does not treat the new session as a visitor's. */
  onSignedIn: () => void;
}

/** Sign in with e-mail and password; an unconfirmed address may ask for its link again. */
export function SignInForm({
  email,
  onEmailChange,
  rememberedAtStart,
  onSignedIn,
}: SignInFormProps): ReactElement {
  const password = usePasswordInput('password', m.account_password(), 'current-password');
  const [remember, setRemember] = useState(rememberedAtStart);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // The browser's remembered e-mail is read after hydration; the box follows it then.
  useEffect(() => {
    if (rememberedAtStart) setRemember(true);
  }, [rememberedAtStart]);

  const { busy, errors, onSubmit } = useAuthSubmit(
    signInCheck,
    () => ({ email, password: password.value, remember }),
    async (data) => {
      const result = await apiRequest('POST', '/api/auth/signin', data);
      if (!result.ok) {
        if (result.code === 'email_not_confirmed') {
          setUnconfirmed(data.email);
          toast({ title: m.account_unconfirmed_title(), description: result.message, variant: 'error' });
        } else {
          showFailure(result, m.account_sign_in_failed());
        }
        return;
      }
      onSignedIn();
      if (remember) window.localStorage.setItem(rememberedEmailKey, data.email);
      else window.localStorage.removeItem(rememberedEmailKey);
      const state = await loadSession(true);
      const next =
        safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? localHref('/explorer/');
      // A family with children first picks who is learning.
      const to = state.hasChildren ? `${localHref('/who/')}?next=${encodeURIComponent(next)}` : next;
      window.setTimeout(() => window.location.assign(to), afterSignInDelayMs);
    },
  );

  async function resend(): Promise<void> {
    if (!unconfirmed) return;
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/resend-confirmation', {
      email: unconfirmed,
    });
    if (!result.ok) return showFailure(result, m.account_error());
    toast({
      title: m.account_confirmation_sent_title(),
      description: m.account_confirmation_sent_text(),
      variant: 'success',
    });
  }

  return (
    <>
      <form className="mt-6 grid gap-4" noValidate onSubmit={onSubmit}>
        <EmailInput value={email} onChange={onEmailChange} error={errors.email} />
        <PasswordInput {...password.props} error={errors.password} />
        <CheckboxRow checked={remember} onChange={setRemember} label={m.account_remember_me()} />
        <SubmitButton busy={busy} label={m.account_sign_in()} />
      </form>
      {unconfirmed && (
        <button type="button" className="btn-ghost mt-3 w-full" onClick={() => void resend()}>
          {m.account_resend_confirmation()}
        </button>
      )}
    </>
  );
}

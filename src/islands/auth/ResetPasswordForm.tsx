import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest, isUnexpected } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { authMessages, fieldErrors, resetPasswordCheck } from '../../lib/auth-checks.ts';
import { loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { afterSignInDelayMs, unexpectedError } from './auth-messages.ts';
import { PasswordInput, usePasswordInput } from './FormFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** /auth/reset/?token=...: choose a new password from the e-mailed link. */
export default function ResetPasswordForm(): ReactElement {
  const [token, setToken] = useState<string | null>(null);
  const password = usePasswordInput('new-password', m.account_new_password(), 'new-password');
  const confirm = usePasswordInput('confirm-password', m.account_new_password_again(), 'new-password');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('token');
    setToken(value);
    if (!value) setLinkProblem(authMessages.linkNeeded);
  }, []);

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    if (password.value !== confirm.value) return setErrors({ confirm: m.account_passwords_differ() });
    const parsed = resetPasswordCheck.safeParse({ token, password: password.value });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    const result = await apiRequest('POST', '/api/auth/password-reset/confirm', parsed.data);
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'invalid_token') setLinkProblem(result.message);
      else if (isUnexpected(result)) toast({ ...unexpectedError(), variant: 'error' });
      else setErrors({ password: result.message });
      return;
    }
    toast({
      title: m.account_password_updated_title(),
      description: m.account_password_updated_text(),
      variant: 'success',
    });
    await loadSession(true);
    window.setTimeout(() => window.location.assign(localHref('/explorer/')), afterSignInDelayMs);
  }

  return (
    <div className="card mx-auto w-full max-w-md md:p-8">
      <h1 className="page-title text-center">{m.account_reset_title()}</h1>
      {linkProblem ? (
        <div role="alert" className="mt-6 grid gap-4 text-center">
          <p className="rounded-2xl bg-coral-100 p-3 text-slate-900">{linkProblem}</p>
          <a className="btn-primary" href={localHref('/auth/?mode=reset')}>
            {m.account_ask_new_link()}
          </a>
        </div>
      ) : (
        <form className="mt-6 grid gap-4" noValidate onSubmit={(e) => void onSubmit(e)}>
          <PasswordInput {...password.props} error={errors.password} />
          <PasswordInput {...confirm.props} error={errors.confirm} />
          <SubmitButton busy={busy} label={m.account_save_new_password()} />
        </form>
      )}
    </div>
  );
}

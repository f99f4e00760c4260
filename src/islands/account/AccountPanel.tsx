import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest, isUnexpected } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { changePasswordCheck, deleteAccountCheck, fieldErrors } from '../../lib/auth-checks.ts';
import { clearSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { unexpectedError } from '../auth/auth-messages.ts';
import { PasswordInput, usePasswordInput } from '../auth/FormFields.tsx';
import { CardSection } from '../shared/CardSection.tsx';
import { useSession } from '../shared/use-session.ts';

/**
 * /account: who is signed in, changing the password, signing out everywhere, and deleting the
 * account (for parents too).
 */
export default function AccountPanel(): ReactElement | null {
  const { user } = useSession();
  const current = usePasswordInput('current-password', m.account_current_password(), 'current-password');
  const next = usePasswordInput('new-password', m.account_new_password(), 'new-password');
  const deletePassword = usePasswordInput('delete-password', m.account_password(), 'current-password');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!user) return null;

  async function changePassword(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    const parsed = changePasswordCheck.safeParse({
      currentPassword: current.value,
      newPassword: next.value,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/password', parsed.data);
    if (!result.ok) {
      if (isUnexpected(result)) toast({ ...unexpectedError(), variant: 'error' });
      else
        setErrors(
          result.code === 'wrong_password'
            ? { currentPassword: result.message }
            : { newPassword: result.message },
        );
      return;
    }
    current.set('');
    next.set('');
    toast({
      title: m.account_password_changed_title(),
      description: result.data.message,
      variant: 'success',
    });
  }

  async function signOutEverywhere(): Promise<void> {
    const result = await apiRequest('POST', '/api/auth/signout-everywhere');
    if (!result.ok) {
      toast({ ...unexpectedError(), variant: 'error' });
      return;
    }
    clearSession();
    window.location.assign(localHref('/auth/'));
  }

  async function deleteAccount(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    const parsed = deleteAccountCheck.safeParse({ password: deletePassword.value });
    if (!parsed.success) return setErrors({ deletePassword: fieldErrors(parsed.error).password ?? '' });
    if (!confirmDelete) return setErrors({ confirmDelete: m.account_confirm_delete_needed() });
    const result = await apiRequest('POST', '/api/auth/delete-account', parsed.data);
    if (!result.ok) {
      if (isUnexpected(result)) toast({ ...unexpectedError(), variant: 'error' });
      else setErrors({ deletePassword: result.message });
      return;
    }
    clearSession();
    window.location.assign(localHref('/?notice=account-deleted'));
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <section className="card" aria-labelledby="account-title">
        <h1 id="account-title" className="page-title">
          {m.account_my_account()}
        </h1>
        <dl className="mt-4 grid gap-2 text-lg">
          <div>
            <dt className="inline font-semibold">{m.account_name_label()}</dt>
            <dd className="inline">{user.fullName ?? '—'}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{m.account_email_label()}</dt>
            <dd className="inline">{user.email}</dd>
          </div>
        </dl>
      </section>

      <CardSection titleId="password-title" title={m.account_change_password()}>
        <form className="mt-4 grid gap-4" noValidate onSubmit={(e) => void changePassword(e)}>
          <PasswordInput {...current.props} error={errors.currentPassword} />
          <PasswordInput {...next.props} error={errors.newPassword} />
          <button type="submit" className="btn-primary justify-self-start">
            {m.account_change_password()}
          </button>
        </form>
      </CardSection>

      <CardSection titleId="everywhere-title" title={m.account_sign_out_everywhere()}>
        <p className="mt-2 text-slate-700">{m.account_sign_out_everywhere_text()}</p>
        <button type="button" className="btn-ghost mt-4" onClick={() => void signOutEverywhere()}>
          {m.account_sign_out_everywhere()}
        </button>
      </CardSection>

      <CardSection
        titleId="delete-title"
        title={m.account_delete_account()}
        className="ring-2 ring-coral-500"
      >
        <p className="mt-2 text-slate-700">{m.account_delete_text()}</p>
        <form className="mt-4 grid gap-4" noValidate onSubmit={(e) => void deleteAccount(e)}>
          <PasswordInput {...deletePassword.props} error={errors.deletePassword} />
          <label className="flex min-h-11 items-center gap-3 font-medium">
            <input
              type="checkbox"
              checked={confirmDelete}
              onChange={(e) => setConfirmDelete(e.target.checked)}
              className="h-5 w-5 accent-coral-700"
              aria-describedby={errors.confirmDelete ? 'confirm-delete-error' : undefined}
            />
            {m.account_delete_understand()}
          </label>
          {errors.confirmDelete && (
            <p id="confirm-delete-error" className="text-sm font-semibold text-coral-700">
              {errors.confirmDelete}
            </p>
          )}
          <button type="submit" className="btn justify-self-start bg-coral-700 text-white hover:bg-coral-500">
            {m.account_delete_my_account()}
          </button>
        </form>
      </CardSection>
    </div>
  );
}

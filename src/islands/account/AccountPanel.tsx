import { type FormEvent, type ReactElement, useState } from 'react';
import { apiRequest, isUnexpected } from '../../client/request.ts';
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
  const current = usePasswordInput('current-password', 'Current password', 'current-password');
  const next = usePasswordInput('new-password', 'New password', 'new-password');
  const deletePassword = usePasswordInput('delete-password', 'Password', 'current-password');
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
      if (isUnexpected(result)) toast({ ...unexpectedError, variant: 'error' });
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
    toast({ title: 'Password Changed', description: result.data.message, variant: 'success' });
  }

  async function signOutEverywhere(): Promise<void> {
    const result = await apiRequest('POST', '/api/auth/signout-everywhere');
    if (!result.ok) {
      toast({ ...unexpectedError, variant: 'error' });
      return;
    }
    clearSession();
    window.location.assign('/auth/');
  }

  async function deleteAccount(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    const parsed = deleteAccountCheck.safeParse({ password: deletePassword.value });
    if (!parsed.success) return setErrors({ deletePassword: fieldErrors(parsed.error).password ?? '' });
    if (!confirmDelete)
      return setErrors({ confirmDelete: 'Tick the box to confirm that you want to delete the account.' });
    const result = await apiRequest('POST', '/api/auth/delete-account', parsed.data);
    if (!result.ok) {
      if (isUnexpected(result)) toast({ ...unexpectedError, variant: 'error' });
      else setErrors({ deletePassword: result.message });
      return;
    }
    clearSession();
    window.location.assign('/?notice=account-deleted');
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <section className="card" aria-labelledby="account-title">
        <h1 id="account-title" className="page-title">
          My Account
        </h1>
        <dl className="mt-4 grid gap-2 text-lg">
          <div>
            <dt className="inline font-semibold">Name: </dt>
            <dd className="inline">{user.fullName ?? '—'}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Email: </dt>
            <dd className="inline">{user.email}</dd>
          </div>
        </dl>
      </section>

      <CardSection titleId="password-title" title="Change Password">
        <form className="mt-4 grid gap-4" noValidate onSubmit={(e) => void changePassword(e)}>
          <PasswordInput {...current.props} error={errors.currentPassword} />
          <PasswordInput {...next.props} error={errors.newPassword} />
          <button type="submit" className="btn-primary justify-self-start">
            Change Password
          </button>
        </form>
      </CardSection>

      <CardSection titleId="everywhere-title" title="Sign Out Everywhere">
        <p className="mt-2 text-slate-700">
          Signs this account out on every device, this one too. Browsers that signed in before also lose their
          protection from the lock after many wrong passwords, until they sign in again.
        </p>
        <button type="button" className="btn-ghost mt-4" onClick={() => void signOutEverywhere()}>
          Sign Out Everywhere
        </button>
      </CardSection>

      <CardSection titleId="delete-title" title="Delete Account" className="ring-2 ring-coral-500">
        <p className="mt-2 text-slate-700">
          This deletes the account and its personal data for good: reading progress, badges, stories, prayer
          requests and game results. It cannot be undone.
        </p>
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
            I understand: delete this account and all its data.
          </label>
          {errors.confirmDelete && (
            <p id="confirm-delete-error" className="text-sm font-semibold text-coral-700">
              {errors.confirmDelete}
            </p>
          )}
          <button type="submit" className="btn justify-self-start bg-coral-700 text-white hover:bg-coral-500">
            Delete My Account
          </button>
        </form>
      </CardSection>
    </div>
  );
}

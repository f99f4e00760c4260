import { type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { signUpCheck } from '../../lib/auth-checks.ts';
import { CheckboxRow, EmailInput, PasswordInput, TextInput, usePasswordInput } from './FormFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { showFailure, useAuthSubmit } from './use-auth-submit.ts';

export interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called once the account is asked for (the page shows sign-in and the check-your-email toast). */
  onSignedUp: () => void;
}

/** Create an account: an optional full name, e-mail and password; a confirmation link is mailed. */
export function SignUpForm({ email, onEmailChange, onSignedUp }: SignUpFormProps): ReactElement {
  const [fullName, setFullName] = useState('');
  const [isAdult, setIsAdult] = useState(false);
  const password = usePasswordInput('password', m.account_password(), 'new-password');

  const { busy, errors, onSubmit } = useAuthSubmit(
    signUpCheck,
    () => ({ email, password: password.value, fullName, isAdult }),
    async (data) => {
      const result = await apiRequest('POST', '/api/auth/signup', data);
      if (!result.ok) {
        console.error('Sign up failed:', result.message);
        return showFailure(result, m.account_sign_up_failed());
      }
      onSignedUp();
    },
  );

  return (
    <form className="mt-6 grid gap-4" noValidate onSubmit={onSubmit}>
      <TextInput
        id="full-name"
        label={m.account_full_name()}
        value={fullName}
        onChange={setFullName}
        autoComplete="name"
        error={errors.fullName}
        hint={m.account_optional()}
      />
      <EmailInput value={email} onChange={onEmailChange} error={errors.email} />
      <PasswordInput {...password.props} error={errors.password} />
      <div>
        <CheckboxRow checked={isAdult} onChange={setIsAdult} label={m.account_adult()} />
        {errors.isAdult && (
          <p role="alert" className="font-semibold text-red-700">
            {errors.isAdult}
          </p>
        )}
        <p className="text-sm text-slate-700">
          {m.account_children_profiles()}{' '}
          <a href={localHref('/privacy/')} className="font-semibold text-brand-700 underline">
            {m.account_privacy_notice()}
          </a>
          .
        </p>
      </div>
      <SubmitButton busy={busy} label={m.account_create_account()} />
    </form>
  );
}

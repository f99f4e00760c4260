import type { ReactElement } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { emailOnlyCheck } from '../../lib/auth-checks.ts';
import { toast } from '../../stores/toasts.ts';
import { EmailInput } from './FormFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { showFailure, useAuthSubmit } from './use-auth-submit.ts';

export interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called once the link is asked for (the page goes back to sign-in). */
  onSent: () => void;
}

/** Ask for a password reset link; the answer is the same whether or not the address has an account. */
export function ResetRequestForm({ email, onEmailChange, onSent }: ResetRequestFormProps): ReactElement {
  const { busy, errors, onSubmit } = useAuthSubmit(
    emailOnlyCheck,
    () => ({ email }),
    async (data) => {
      const result = await apiRequest<{ message: string }>('POST', '/api/auth/password-reset', data);
      if (!result.ok) return showFailure(result, m.account_error());
      toast({
        title: m.account_check_your_email(),
        description: result.data.message,
        variant: 'success',
        durationMs: 8000,
      });
      onSent();
    },
  );

  return (
    <form className="mt-6 grid gap-4" noValidate onSubmit={onSubmit}>
      <EmailInput value={email} onChange={onEmailChange} error={errors.email} />
      <SubmitButton busy={busy} label={m.account_send_reset_link()} />
    </form>
  );
}

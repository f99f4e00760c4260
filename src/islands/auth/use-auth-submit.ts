import { type FormEvent, useState } from 'react';
import { type ApiResult, isUnexpected } from '../../client/request.ts';
import { type Check, fieldErrors } from '../../lib/auth-checks.ts';
import { toast } from '../../stores/toasts.ts';
import { unexpectedError } from './auth-messages.ts';

/**
 * The one failure toast of the auth forms: the generic "Error" for the server's or the network's
 * fault, else the form's own title with the server's message.
 */
export function showFailure(result: Extract<ApiResult<unknown>, { ok: false }>, title: string): void {
  toast(
    isUnexpected(result)
      ? { ...unexpectedError(), variant: 'error' }
      : { title, description: result.message, variant: 'error' },
  );
}

export interface AuthSubmit {
  busy: boolean;
  errors: Record<string, string>;
  /** A form's onSubmit: checks `input` with `schema` (errors under the fields), then runs `send`. */
  onSubmit: (event: FormEvent) => void;
}

/**
 * What every auth form does on submit: field errors from the schema, a busy flag while the request
 * runs, and the generic error toast if anything throws.
 */
export function useAuthSubmit<T>(
  schema: Check<T>,
  input: () => unknown,
  send: (data: T) => Promise<void>,
): AuthSubmit {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    setErrors({});
    const parsed = schema.safeParse(input());
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    send(parsed.data)
      .catch((error: unknown) => {
        console.error(error);
        toast({ ...unexpectedError(), variant: 'error' });
      })
      .finally(() => setBusy(false));
  };
  return { busy, errors, onSubmit };
}

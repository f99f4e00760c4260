import { type FormEvent, useState } from 'react';
import { missingFieldsText, missingFieldsTitle } from '../../../lib/content-rules.ts';
import type { CheckResult } from '../../../lib/devotionals/devotional.ts';
import { toast } from '../../../stores/toasts.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';

export interface AdminFormOptions<V extends Record<string, string>, T> {
  /** The blank form (also what it returns to after adding). */
  empty: V;
  /** The form filled from the item being edited, or null when adding. */
  initial: V | null;
  /** The content rule that turns the form into what is saved. */
  check: (values: V) => CheckResult<T>;
  onSave: (fields: T) => Promise<boolean>;
  /** The title of the toast for a rule the form breaks (other than missing fields); "Error" unless given. */
  errorTitle?: string;
}

export interface AdminForm<V extends Record<string, string>> {
  values: V;
  set: (key: keyof V) => (value: string) => void;
  /** The submit button waits for React and for a save in progress. */
  disabled: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The admin content forms' shared behaviour: the fields' state, the rule check with the spec's
 * "Missing Fields: Please fill in all required fields." toast, and a save that clears the form
 * after adding (and keeps it after editing).
 */
export function useAdminForm<V extends Record<string, string>, T>(
  options: AdminFormOptions<V, T>,
): AdminForm<V> {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<V>(options.initial ?? options.empty);
  const set =
    (key: keyof V) =>
    (value: string): void =>
      setValues((old) => ({ ...old, [key]: value }));

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = options.check(values);
    if (!checked.ok) {
      if (checked.code === 'missing_fields')
        toast({ title: missingFieldsTitle, description: missingFieldsText, variant: 'error' });
      else toast({ title: options.errorTitle ?? 'Error', description: checked.message, variant: 'error' });
      return;
    }
    setBusy(true);
    const saved = await options.onSave(checked.value);
    setBusy(false);
    if (saved && !options.initial) setValues(options.empty);
  }

  return { values, set, disabled: !hydrated || busy, submit };
}

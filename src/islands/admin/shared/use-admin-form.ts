import { type FormEvent, useState } from 'react';
import { m } from '#messages';
import type { CheckResult } from '../../../lib/devotionals/devotional.ts';
import { toast } from '../../../stores/toasts.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';

/** What every admin content form takes: the item being edited (null for a new one), save and cancel. */
export interface AdminFormProps<Item, Fields> {
  editing: Item | null;
  /** Saves; resolves true when saved (the parent shows the toasts). */
  onSave: (fields: Fields) => Promise<boolean>;
  onCancel: () => void;
}

export interface AdminFormOptions<Item, V extends Record<string, string>, T> {
  /** The blank form (also what it returns to after adding). */
  empty: V;
  /** The form filled from the item being edited. */
  fromItem: (item: Item) => V;
  /** The content rule that turns the form into what is saved. */
  check: (values: V) => CheckResult<T>;
  /** The title of the toast for a rule the form breaks (other than missing fields); "Error" unless given. */
  errorTitle?: string;
}

export interface AdminForm<V extends Record<string, string>> {
  /** Whether an item is being edited (else one is being added). */
  editing: boolean;
  onCancel: () => void;
  values: V;
  set: (key: keyof V) => (value: string) => void;
  /** The value and onChange that tie a field to `key`: `<Field label="Title" {...bind('title')} />`. */
  bind: (key: keyof V) => { value: string; onChange: (value: string) => void };
  /** The submit button waits for React and for a save in progress. */
  disabled: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The admin content forms' shared behaviour: the fields' state, the rule check with the spec's
 * "Missing Fields: Please fill in all required fields." toast, and a save that clears the form
 * after adding (and keeps it after editing).
 */
export function useAdminForm<Item, V extends Record<string, string>, T>(
  { editing, onSave, onCancel }: AdminFormProps<Item, T>,
  options: AdminFormOptions<Item, V, T>,
): AdminForm<V> {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<V>(() => (editing ? options.fromItem(editing) : options.empty));
  const set =
    (key: keyof V) =>
    (value: string): void =>
      setValues((old) => ({ ...old, [key]: value }));

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = options.check(values);
    if (!checked.ok) {
      if (checked.code === 'missing_fields')
        toast({
          title: m.admin_missing_fields_title(),
          description: m.admin_missing_fields_text(),
          variant: 'error',
        });
      else
        toast({
          title: options.errorTitle ?? m.admin_error(),
          description: checked.message,
          variant: 'error',
        });
      return;
    }
    setBusy(true);
    const saved = await onSave(checked.value);
    setBusy(false);
    if (saved && !editing) setValues(options.empty);
  }

  const bind = (key: keyof V): { value: string; onChange: (value: string) => void } => ({
    value: values[key] ?? '',
    onChange: set(key),
  });

  return { editing: editing !== null, onCancel, values, set, bind, disabled: !hydrated || busy, submit };
}

/** The form of `keys` filled from an item: each value as text, null or absent as ''. */
export function formTexts<K extends string>(
  item: { [key in K]?: unknown },
  keys: readonly K[],
): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const key of keys) texts[key] = item[key] == null ? '' : String(item[key]);
  return texts;
}

/**
 * A form's rule from a content check that lists its problems: "Missing Fields" while a required field
 * is blank, otherwise the first three problems in one message.
 */
export function checkListing<V extends Record<string, string>>(
  required: ReadonlyArray<keyof V>,
  check: (values: V) => { errors: string[] } | object,
): (values: V) => CheckResult<V> {
  return (values) => {
    if (required.some((key) => !values[key]?.trim()))
      return { ok: false, code: 'missing_fields', message: 'Missing Fields' };
    const result = check(values);
    if ('errors' in result)
      return { ok: false, code: 'invalid_input', message: result.errors.slice(0, 3).join(' ') };
    return { ok: true, value: values };
  };
}

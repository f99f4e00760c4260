import { type ReactElement, useState } from 'react';
import { m } from '#messages';
import { inputFrameClass, LabelledField } from '../shared/LabelledField.tsx';

export interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
}

/** A password field with the show/hide toggle. */
export function PasswordInput({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error,
}: PasswordInputProps): ReactElement {
  const [shown, setShown] = useState(false);
  return (
    <LabelledField id={id} label={label} error={error}>
      {(ids) => (
        <div className="mt-1 flex rounded-2xl ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-500">
          <input
            id={ids.id}
            type={shown ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete={autoComplete}
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            className="min-h-11 w-full rounded-l-2xl bg-white px-4 text-lg outline-none"
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-label={shown ? m.account_hide_password() : m.account_show_password()}
            className="min-w-14 rounded-r-2xl px-3 text-xl hover:bg-brand-50"
          >
            <span aria-hidden="true">{shown ? '🙈' : '👁️'}</span>
          </button>
        </div>
      )}
    </LabelledField>
  );
}

export interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  error?: string;
  hint?: string;
}

/** A labelled one-line text field with an optional hint and error. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
}: TextInputProps): ReactElement {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(ids) => (
        <input
          id={ids.id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={`${inputFrameClass} text-lg`}
        />
      )}
    </LabelledField>
  );
}

/** The auth forms' e-mail field (id `email`, the browser's e-mail autofill). */
export function EmailInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}): ReactElement {
  return (
    <TextInput
      id="email"
      label={m.account_email()}
      type="email"
      value={value}
      onChange={onChange}
      autoComplete="email"
      error={error}
    />
  );
}

export interface TextAreaInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
}

/** A labelled text area for what people write (a story, a question, a verse from memory, a description). */
export function TextAreaInput({ id, label, value, onChange, rows }: TextAreaInputProps): ReactElement {
  return (
    <LabelledField id={id} label={label}>
      {(ids) => (
        <textarea
          id={ids.id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="mt-1 w-full rounded-2xl bg-white p-3 ring-1 ring-slate-300"
        />
      )}
    </LabelledField>
  );
}

/** The "Remember me"-style checkbox row of the site's forms. */
export function CheckboxRow({
  checked,
  onChange,
  label,
  className = 'gap-3 text-slate-800',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}): ReactElement {
  return (
    <label className={`flex min-h-11 items-center font-medium ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** A password field's state and the props that tie a PasswordInput to it. */
export function usePasswordInput(
  id: string,
  label: string,
  autoComplete: PasswordInputProps['autoComplete'],
): { value: string; set: (value: string) => void; props: Omit<PasswordInputProps, 'error'> } {
  const [value, set] = useState('');
  return { value, set, props: { id, label, value, onChange: set, autoComplete } };
}

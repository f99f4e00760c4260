import { type ReactElement, useState } from 'react';

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
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex rounded-2xl ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-500">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full rounded-l-2xl bg-white px-4 text-lg outline-none"
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          className="min-w-14 rounded-r-2xl px-3 text-xl hover:bg-brand-50"
        >
          <span aria-hidden="true">{shown ? '🙈' : '👁️'}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral-700">
          {error}
        </p>
      )}
    </div>
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
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'mt-1 min-h-11 w-full rounded-2xl bg-white px-4 text-lg ring-1 ring-slate-300 ' +
          'outline-none focus:ring-2 focus:ring-brand-500'
        }
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}

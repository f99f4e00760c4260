import { type ReactElement, useId } from 'react';

const inputClass =
  'mt-1 min-h-11 w-full rounded-2xl bg-white px-4 py-2 text-slate-900 ring-1 ' +
  'ring-slate-300 outline-none focus:ring-2 focus:ring-brand-500';

interface BaseProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }): ReactElement {
  return (
    <label htmlFor={id} className="block font-semibold text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-coral-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A labelled one-line field of an admin form; required ones show * (and say so to screen readers). */
export function Field({
  label,
  value,
  onChange,
  required,
  hint,
  type = 'text',
  inputMode,
}: BaseProps & { type?: 'text' | 'date' | 'url' | 'number'; inputMode?: 'numeric' }): ReactElement {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-required={required}
        className={inputClass}
      />
    </div>
  );
}

/** A labelled text area of an admin form. */
export function TextArea({
  label,
  value,
  onChange,
  required,
  hint,
  rows = 4,
}: BaseProps & { rows?: number }): ReactElement {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-required={required}
        className={`${inputClass} leading-relaxed`}
      />
    </div>
  );
}

/** A labelled select of an admin form. */
export function Select({
  label,
  value,
  onChange,
  required,
  options,
}: BaseProps & { options: ReadonlyArray<{ value: string; label: string }> }): ReactElement {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required}
        className={inputClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { type ReactElement, useId } from 'react';
import { inputFrameClass, LabelledField } from '../../shared/LabelledField.tsx';

const inputClass = `${inputFrameClass} py-2 text-slate-900`;

interface BaseProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
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
  error,
}: BaseProps & {
  type?: 'text' | 'email' | 'date' | 'url' | 'number';
  inputMode?: 'numeric';
  /** A message under the field; marks it invalid. */
  error?: string;
}): ReactElement {
  return (
    <LabelledField id={useId()} label={label} required={required} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          className={inputClass}
        />
      )}
    </LabelledField>
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
  return (
    <LabelledField id={useId()} label={label} required={required} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-required={required}
          className={`${inputClass} leading-relaxed`}
        />
      )}
    </LabelledField>
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
  return (
    <LabelledField id={useId()} label={label} required={required}>
      {({ id }) => (
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
      )}
    </LabelledField>
  );
}

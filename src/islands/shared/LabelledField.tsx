import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';

/** The frame of every one-line input, text area and select of the site's forms (forms add text size). */
export const inputFrameClass =
  'mt-1 min-h-11 w-full rounded-2xl bg-white px-4 ring-1 ring-slate-300 outline-none ' +
  'focus:ring-2 focus:ring-brand-500';

/** A labelled box whose parent keeps its value (a search box, a PIN). */
export interface BoxFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, keyof BoxFieldProps>;

/** A box's label, then its input with the input's own attributes (a type, a keyboard of digits). */
export function BoxInput({
  id,
  label,
  labelClassName,
  value,
  onChange,
  className,
  ...input
}: BoxFieldProps & InputAttributes & { labelClassName: string }): ReactElement {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={className}
        {...input}
      />
    </>
  );
}

/** What a control needs from its label block: its id and the ids of the hint and error that describe it. */
export interface ControlIds {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

export interface LabelledFieldProps {
  id: string;
  label: string;
  /** Shows a * after the label (hidden from screen readers, which hear aria-required instead). */
  required?: boolean;
  /** A line under the label. */
  hint?: string;
  /** A message under the control; marks it invalid. */
  error?: string;
  children: (ids: ControlIds) => ReactNode;
}

/**
 * A form field's frame: label, optional hint, the control and an optional error, tied together with
 * `htmlFor` and `aria-describedby` so screen readers read them with the control.
 */
export function LabelledField({
  id,
  label,
  required,
  hint,
  error,
  children,
}: LabelledFieldProps): ReactElement {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-coral-700">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}

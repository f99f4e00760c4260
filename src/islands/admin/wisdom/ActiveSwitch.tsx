import type { ReactElement } from 'react';

/** The per-proverb active switch; its state is in words as well as colour. */
export function ActiveSwitch({
  checked,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  label: string;
  onChange: (next: boolean) => void;
  disabled?: boolean;
}): ReactElement {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={
        'inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold ' +
        'text-slate-800 disabled:opacity-60'
      }
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full transition ${
          checked ? 'bg-leaf-600' : 'bg-slate-400'
        }`}
      >
        <span
          className={
            'absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition ' +
            `${checked ? 'left-5.5' : 'left-0.5'}`
          }
        />
      </span>
      <span aria-hidden="true">{checked ? 'Active' : 'Inactive'}</span>
    </button>
  );
}

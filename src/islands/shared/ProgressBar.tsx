import type { ReactElement } from 'react';

export interface ProgressBarProps {
  /** What the bar measures, for screen readers. */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** The track's height class (h-3, h-4, h-5). */
  height: string;
  /** The fill's colour class, with any transition. */
  fill: string;
}

/** A labelled progress bar from 0 to 100 %. */
export function ProgressBar({ label, percent, height, fill }: ProgressBarProps): ReactElement {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${height} overflow-hidden rounded-full bg-slate-200`}
    >
      <div className={`h-full ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

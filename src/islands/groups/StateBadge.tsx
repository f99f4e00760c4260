import type { ReactElement } from 'react';
import { m } from '#messages';
import type { AssignmentState } from '../../lib/groups/assignment-state.ts';

const look = {
  not_started: { icon: '○', className: 'bg-slate-100 text-slate-700' },
  started: { icon: '◐', className: 'bg-amber-100 text-slate-900' },
  done: { icon: '✓', className: 'bg-emerald-100 text-emerald-900' },
} as const;

const label = (state: AssignmentState): string =>
  state.status === 'done'
    ? m.groups_state_done()
    : state.status === 'started'
      ? m.groups_state_started()
      : m.groups_state_not_started();

/** A member's state on an assignment, in words (never by colour alone), with its stars. */
export function StateBadge({ state }: { state: AssignmentState }): ReactElement {
  const { icon, className } = look[state.status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ${className}`}
    >
      <span aria-hidden="true">{icon}</span>
      {label(state)}
      {state.stars ? <span>{m.groups_state_stars({ count: state.stars })}</span> : null}
    </span>
  );
}

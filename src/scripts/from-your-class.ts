import { apiRequest } from '../client/request.ts';
import type { AssignmentState } from '../lib/groups/assignment-state.ts';
import { m } from '../paraglide/messages.js';

interface ClassAssignment {
  id: string;
  title: string;
  href: string;
  dueOn: string;
  state: AssignmentState;
}

const stateWords = (state: AssignmentState): string => {
  const words =
    state.status === 'done'
      ? `✓ ${m.groups_state_done()}`
      : state.status === 'started'
        ? `◐ ${m.groups_state_started()}`
        : `○ ${m.groups_state_not_started()}`;
  return state.stars ? `${words} ${m.groups_state_stars({ count: state.stars })}` : words;
};

/** Fills "From your class" (src/components/groups/FromYourClass.astro) for the signed-in learner. */
export async function renderClassAssignments(section: HTMLElement): Promise<void> {
  const r = await apiRequest<{ assignments: ClassAssignment[] }>(
    'GET',
    '/api/family/class-assignments',
    undefined,
    {
      cache: 'no-store',
    },
  );
  if (!r.ok || r.data.assignments.length === 0) return;
  const list = section.querySelector('[data-class-list]')!;
  list.replaceChildren(
    ...r.data.assignments.map((a) => {
      const item = document.createElement('li');
      item.className = 'flex flex-wrap items-center gap-3';
      item.dataset.classAssignment = a.title;
      const link = Object.assign(document.createElement('a'), { href: a.href, textContent: a.title });
      link.className = 'text-lg font-bold text-brand-700 underline';
      const due = Object.assign(document.createElement('span'), {
        textContent: m.groups_due({ day: a.dueOn }),
      });
      due.className = 'text-slate-700';
      const state = Object.assign(document.createElement('span'), { textContent: stateWords(a.state) });
      state.className = 'rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-slate-900';
      item.append(link, due, state);
      return item;
    }),
  );
  section.hidden = false;
}

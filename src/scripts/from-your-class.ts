import { apiRequest } from '../client/request.ts';
import type { AssignmentState } from '../lib/groups/assignment-state.ts';

interface ClassAssignment {
  id: string;
  title: string;
  href: string;
  dueOn: string;
  state: AssignmentState;
}

function span(text: string, className: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.textContent = text;
  el.className = className;
  return el;
}

/**
 * Fills "From your class" (src/components/groups/FromYourClass.astro) for the signed-in learner,
 * with the words its data attributes carry; stays hidden for a learner in no group. Called by
 * src/scripts/user-area.ts through signed-in.ts, so a visitor loads none of it.
 */
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
  const words = section.dataset;
  section.querySelector('[data-class-list]')!.replaceChildren(
    ...r.data.assignments.map((a) => {
      const item = document.createElement('li');
      item.className = 'flex flex-wrap items-center gap-3';
      item.dataset.classAssignment = a.title;
      const link = document.createElement('a');
      link.href = a.href;
      link.textContent = a.title;
      link.className = 'text-lg font-bold text-brand-700 underline';
      const stars = a.state.stars ? ` ${'⭐'.repeat(a.state.stars)}` : '';
      item.append(
        link,
        span((words.due ?? '').replace('{day}', a.dueOn), 'text-slate-700'),
        span(
          `${words[a.state.status] ?? ''}${stars}`,
          'rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold',
        ),
      );
      return item;
    }),
  );
  section.hidden = false;
}

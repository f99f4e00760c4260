import { type ReactElement, useEffect, useState } from 'react';
import { apiRequest } from '../../client/request.ts';
import type { AssignmentState } from '../../lib/groups/assignment-state.ts';
import { m } from '../../paraglide/messages.js';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../shared/use-session.ts';
import { StateBadge } from './StateBadge.tsx';

interface ClassAssignment {
  id: string;
  title: string;
  href: string;
  dueOn: string;
  state: AssignmentState;
}

/**
 * "From your class": the active learner's open assignments from its class groups, each a link to
 * the thing itself (hearing the story, reading the chapters, playing the game completes it: there
 * is no button to press). Nothing shows for a learner in no group, or signed out.
 *
 * Self-contained: it reads the session's active learner itself, so a home page (today's, or the
 * child's home of issue 37) places it with one line.
 */
export default function FromYourClass(): ReactElement | null {
  const session = useSession();
  const [assignments, setAssignments] = useState<ClassAssignment[]>([]);
  const learnerId = session.profile?.id ?? null;

  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (!session.user || !learnerId) return setAssignments([]);
    void apiRequest<{ assignments: ClassAssignment[] }>('GET', '/api/family/class-assignments', undefined, {
      cache: 'no-store',
    }).then((r) => setAssignments(r.ok ? r.data.assignments : []));
  }, [session.user, learnerId]);

  if (assignments.length === 0) return null;
  return (
    <section className="card mt-6 text-left" aria-labelledby="from-your-class-title" data-from-your-class>
      <h2 id="from-your-class-title" className="section-title">
        🎒 {m.groups_from_class_title()}
      </h2>
      <ul className="mt-3 grid gap-2">
        {assignments.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-3" data-class-assignment={a.title}>
            <a href={a.href} className="text-lg font-bold text-brand-700 underline">
              {a.title}
            </a>
            <span className="text-slate-700">{m.groups_due({ day: a.dueOn })}</span>
            <StateBadge state={a.state} />
          </li>
        ))}
      </ul>
    </section>
  );
}

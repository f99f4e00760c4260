import { type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { avatarArt, isAvatarId } from '../../lib/art.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { inputFrameClass } from '../shared/LabelledField.tsx';
import { AssignmentForm, LeadersCard, NoteForm } from './GroupForms.tsx';
import type { GroupDetail, TargetChoices } from './group-types.ts';
import { StateBadge } from './StateBadge.tsx';

/**
 * One group as its leaders see it: the code and the invitation, each member (nickname and avatar)
 * with its state on each assignment, the week's total against the goal, and the forms to give an
 * assignment, write the week's note, invite a co-leader, hand over or delete. No ranking.
 */
export function GroupPanel({
  groupId,
  choices,
  onClose,
  onChanged,
}: {
  groupId: string;
  choices: TargetChoices;
  onClose: () => void;
  onChanged: () => Promise<void>;
}): ReactElement {
  const [view, setView] = useState<GroupDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const path = `/api/groups/${encodeURIComponent(groupId)}`;

  async function load(): Promise<void> {
    const r = await apiRequest<GroupDetail>('GET', path, undefined, { cache: 'no-store' });
    if (r.ok) setView(r.data);
    else setMissing(true);
  }

  useEffect(() => {
    void load();
  }, [groupId]);

  async function act(method: string, sub: string, body?: unknown, done?: string): Promise<boolean> {
    const r = await apiRequest(method, `${path}${sub}`, body);
    if (!r.ok) {
      toast({ title: m.groups_error(), description: r.message, variant: 'error' });
      return false;
    }
    if (done) toast({ title: done, variant: 'success' });
    await load();
    return true;
  }

  if (missing) {
    return (
      <div className="card">
        <p className="text-slate-700">{m.groups_not_found()}</p>
        <button type="button" className="btn-ghost mt-3" onClick={onClose}>
          {m.groups_back()}
        </button>
      </div>
    );
  }
  if (!view) {
    return (
      <p role="status" className="card text-slate-700">
        {m.groups_loading()}
      </p>
    );
  }

  const { group, members, week } = view;
  // The API names what was given in English; the page's choices name it in the page's language.
  const assignments = view.assignments.map((a) => ({
    ...a,
    title: choices[a.kind].find((c) => c.value === a.target)?.label ?? a.title,
  }));
  const isLeader = group.role === 'leader';
  return (
    <div className="grid gap-6">
      <div>
        <button type="button" className="btn-ghost" onClick={onClose}>
          ← {m.groups_all_groups()}
        </button>
      </div>
      <section className="card" aria-labelledby="group-title">
        <h2 id="group-title" className="section-title">
          {group.name}
        </h2>
        <p className="mt-3 text-slate-800">
          {m.groups_code_label()}{' '}
          <strong className="font-mono text-2xl tracking-widest" data-join-code>
            {group.code}
          </strong>
        </p>
        <p className="mt-1 text-slate-700">{m.groups_code_hint()}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a className="btn-sun" href={`/groups/invitation/?id=${encodeURIComponent(group.id)}`}>
            🖨️ {m.groups_print_invitation()}
          </a>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              if (window.confirm(m.groups_new_code_confirm()))
                void act('POST', '/code', undefined, m.groups_new_code_done());
            }}
          >
            {m.groups_new_code()}
          </button>
        </div>
      </section>

      <CardSection titleId="week-title" title={m.groups_week_title()}>
        <p className="mt-2 text-lg text-slate-800" data-week-total>
          {m.groups_week_total({ count: week.total })}
          {week.done.story > 0 ? ` ${m.groups_week_stories({ count: week.done.story })}` : ''}
        </p>
        {week.goal ? (
          <div className="mt-2">
            <progress
              className="w-full max-w-md"
              max={week.goal}
              value={Math.min(week.total, week.goal)}
              aria-label={m.groups_goal_label()}
            />
            <p className="text-slate-700">{m.groups_goal_progress({ count: week.total, goal: week.goal })}</p>
          </div>
        ) : null}
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const value = new FormData(e.currentTarget).get('goal');
            const weeklyGoal = value ? Number(value) : null;
            void act('PATCH', '', { weeklyGoal }, m.groups_goal_saved());
          }}
        >
          <label className="font-bold text-slate-800">
            {m.groups_goal_field()}
            <input
              name="goal"
              type="number"
              min={1}
              max={10000}
              defaultValue={week.goal ?? ''}
              className={`${inputFrameClass} w-32`}
            />
          </label>
          <button type="submit" className="btn-ghost">
            {m.groups_goal_save()}
          </button>
        </form>
      </CardSection>

      <CardSection titleId="members-title" title={m.groups_members_title()}>
        <p className="mt-2 text-slate-700">{m.groups_members_hint()}</p>
        {members.length === 0 ? <p className="mt-3 text-slate-700">{m.groups_no_members()}</p> : null}
        {members.length === 0 && assignments.length === 0 ? null : (
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full text-left" data-group-states>
              <caption className="sr-only">{m.groups_states_caption()}</caption>
              <thead>
                <tr>
                  <th scope="col" className="p-2">
                    {m.groups_member()}
                  </th>
                  {assignments.map((a) => (
                    <th key={a.id} scope="col" className="p-2">
                      {a.title}
                      <span className="block text-sm font-normal text-slate-700">
                        {m.groups_due({ day: a.dueOn })}
                      </span>
                    </th>
                  ))}
                  <th scope="col" className="p-2">
                    <span className="sr-only">{m.groups_remove_member_column()}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr
                    key={member.learnerId}
                    className="border-t border-slate-200"
                    data-member={member.nickname}
                  >
                    <th scope="row" className="p-2">
                      <span className="inline-flex items-center gap-2">
                        {isAvatarId(member.avatar) ? (
                          <img
                            src={avatarArt(member.avatar)}
                            alt=""
                            width={32}
                            height={32}
                            className="h-8 w-8"
                          />
                        ) : null}
                        {member.nickname}
                      </span>
                    </th>
                    {assignments.map((a) => (
                      <td key={a.id} className="p-2" data-assignment={a.title}>
                        {a.states[member.learnerId] ? (
                          <StateBadge state={a.states[member.learnerId]!} />
                        ) : null}
                      </td>
                    ))}
                    <td className="p-2">
                      <button
                        type="button"
                        className="btn-ghost"
                        onClick={() => {
                          if (window.confirm(m.groups_remove_member_confirm({ name: member.nickname }))) {
                            void act(
                              'DELETE',
                              `/members/${encodeURIComponent(member.learnerId)}`,
                              undefined,
                              m.groups_removed(),
                            );
                          }
                        }}
                      >
                        {m.groups_remove_member({ name: member.nickname })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardSection>

      <AssignmentForm
        choices={choices}
        onAdd={(input) => act('POST', '/assignments', input, m.groups_assignment_added())}
      />
      <NoteForm
        assignments={assignments}
        notes={view.notes}
        onPost={(input) => act('POST', '/notes', input, m.groups_note_posted())}
      />
      <LeadersCard
        leaders={view.leaders}
        isLeader={isLeader}
        onInvite={(email) => act('POST', '/co-leaders', { email }, m.groups_invite_sent())}
        onHandOver={(accountId) => act('POST', '/hand-over', { accountId }, m.groups_handed_over())}
        onDelete={async () => {
          if (await act('DELETE', '', undefined, m.groups_deleted())) {
            await onChanged();
            onClose();
          }
        }}
      />
    </div>
  );
}

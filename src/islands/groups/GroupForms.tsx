import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { type AssignmentKind, assignmentKinds } from '../../lib/groups/assignment-target.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { inputFrameClass } from '../shared/LabelledField.tsx';
import type { AssignmentView, GroupDetail, TargetChoices } from './group-types.ts';

const kindLabel = (kind: AssignmentKind): string =>
  ({
    story: m.groups_kind_story(),
    chapters: m.groups_kind_chapters(),
    plan: m.groups_kind_plan(),
    verse: m.groups_kind_verse(),
    game: m.groups_kind_game(),
  })[kind];

const today = (): string => new Date().toISOString().slice(0, 10);

/** Gives the group a story, chapters, a plan, a memory verse or a game, due on a day. */
export function AssignmentForm({
  choices,
  onAdd,
}: {
  choices: TargetChoices;
  onAdd: (input: { kind: AssignmentKind; target: string; dueOn: string }) => Promise<boolean>;
}): ReactElement {
  const [kind, setKind] = useState<AssignmentKind>('story');
  const [target, setTarget] = useState(choices.story[0]?.value ?? '');
  const [dueOn, setDueOn] = useState(today());

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await onAdd({ kind, target: target.trim(), dueOn })) setTarget(choices[kind][0]?.value ?? '');
  }

  return (
    <CardSection titleId="assign-title" title={m.groups_assign_title()}>
      <form className="mt-3 grid max-w-xl gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <label className="font-bold text-slate-800">
          {m.groups_assign_kind()}
          <select
            className={inputFrameClass}
            value={kind}
            onChange={(e) => {
              const next = e.target.value as AssignmentKind;
              setKind(next);
              setTarget(choices[next][0]?.value ?? '');
            }}
          >
            {assignmentKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'chapters' ? (
          <label className="font-bold text-slate-800">
            {m.groups_assign_chapters()}
            <input
              className={inputFrameClass}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              placeholder="john:1-3"
              aria-describedby="chapters-hint"
            />
            <span id="chapters-hint" className="block text-sm font-normal text-slate-700">
              {m.groups_assign_chapters_hint()}
            </span>
          </label>
        ) : (
          <label className="font-bold text-slate-800">
            {m.groups_assign_what()}
            <select className={inputFrameClass} value={target} onChange={(e) => setTarget(e.target.value)}>
              {choices[kind].map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="font-bold text-slate-800">
          {m.groups_assign_due()}
          <input
            type="date"
            className={inputFrameClass}
            value={dueOn}
            onChange={(e) => setDueOn(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary justify-self-start">
          {m.groups_assign_button()}
        </button>
      </form>
    </CardSection>
  );
}

/** The week's take-home note (with an assignment when chosen) and the notes sent before. */
export function NoteForm({
  assignments,
  notes,
  onPost,
}: {
  assignments: AssignmentView[];
  notes: GroupDetail['notes'];
  onPost: (input: { body: string; assignmentId: string | null }) => Promise<boolean>;
}): ReactElement {
  const [body, setBody] = useState('');
  const [assignmentId, setAssignmentId] = useState('');

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await onPost({ body, assignmentId: assignmentId || null })) setBody('');
  }

  return (
    <CardSection titleId="note-title" title={m.groups_note_title()}>
      <p className="mt-2 text-slate-700">{m.groups_note_hint()}</p>
      <form className="mt-3 grid max-w-xl gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <label className="font-bold text-slate-800">
          {m.groups_note_label()}
          <textarea
            className={`${inputFrameClass} min-h-28 py-2`}
            value={body}
            maxLength={1000}
            onChange={(e) => setBody(e.target.value)}
            placeholder={m.groups_note_placeholder()}
          />
        </label>
        <label className="font-bold text-slate-800">
          {m.groups_note_assignment()}
          <select
            className={inputFrameClass}
            value={assignmentId}
            onChange={(e) => setAssignmentId(e.target.value)}
          >
            <option value="">{m.groups_note_no_assignment()}</option>
            {assignments.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary justify-self-start">
          {m.groups_note_send()}
        </button>
      </form>
      {notes.length > 0 ? (
        <ul className="mt-4 grid gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-2xl bg-brand-100 p-3 text-slate-800">
              <p className="text-sm text-slate-700">{n.createdAt.slice(0, 10)}</p>
              <p className="whitespace-pre-line">{n.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </CardSection>
  );
}

/** The group's leaders: invite a co-leader, hand the group over, delete it (the leader only). */
export function LeadersCard({
  leaders,
  isLeader,
  onInvite,
  onHandOver,
  onDelete,
}: {
  leaders: GroupDetail['leaders'];
  isLeader: boolean;
  onInvite: (email: string) => Promise<boolean>;
  onHandOver: (accountId: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
}): ReactElement {
  const [email, setEmail] = useState('');
  return (
    <CardSection titleId="leaders-title" title={m.groups_leaders_title()}>
      <ul className="mt-3 grid gap-2">
        {leaders.map((l) => (
          <li key={l.accountId} className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{l.name}</span>
            <span className="text-slate-700">
              {l.role === 'leader' ? m.groups_role_leader() : m.groups_role_co_leader()}
            </span>
            {isLeader && l.role === 'co_leader' ? (
              <button
                type="button"
                className="btn-ghost"
                onClick={() => {
                  if (window.confirm(m.groups_hand_over_confirm({ name: l.name })))
                    void onHandOver(l.accountId);
                }}
              >
                {m.groups_hand_over({ name: l.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {isLeader ? (
        <>
          <form
            className="mt-4 grid max-w-md gap-3"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onInvite(email).then((ok) => ok && setEmail(''));
            }}
          >
            <label className="font-bold text-slate-800">
              {m.groups_invite_label()}
              <input
                type="email"
                autoComplete="off"
                className={inputFrameClass}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <button type="submit" className="btn-ghost justify-self-start">
              {m.groups_invite_button()}
            </button>
          </form>
          <button
            type="button"
            className="btn mt-6 bg-red-700 text-white hover:bg-red-800"
            onClick={() => {
              if (window.confirm(m.groups_delete_confirm())) void onDelete();
            }}
          >
            {m.groups_delete()}
          </button>
        </>
      ) : null}
    </CardSection>
  );
}

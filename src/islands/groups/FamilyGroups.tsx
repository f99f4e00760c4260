import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { apiRequest } from '../../client/request.ts';
import { avatarArt, isAvatarId } from '../../lib/art.ts';
import { m } from '../../paraglide/messages.js';
import { onFamilyChange } from '../../stores/family-changes.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { inputFrameClass } from '../shared/LabelledField.tsx';

interface Card {
  id: string;
  kind: string;
  name: string;
  avatar: string;
}
interface Membership {
  id: string;
  name: string;
  leaderName: string;
  learnerId: string;
}
interface FamilyGroupsAnswer {
  memberships: Membership[];
  notes: Array<{ id: string; groupName: string; body: string; createdAt: string }>;
  noteMail: boolean;
}
interface Preview {
  group: { id: string; name: string; leaderName: string };
  leaderSees: { nickname: string; avatar: string };
}

/**
 * /family's "Class groups": the parent joins a child to a class with its code (a preview of the
 * group and of exactly what its leaders will see first), takes a child out at any time, reads the
 * take-home notes and chooses whether to get them by e-mail. Only the parent sees this card.
 */
export default function FamilyGroups(): ReactElement {
  const [children, setChildren] = useState<Card[]>([]);
  const [data, setData] = useState<FamilyGroupsAnswer | null>(null);
  const [childId, setChildId] = useState('');
  const [code, setCode] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');

  async function load(): Promise<void> {
    const [profiles, groups] = await Promise.all([
      apiRequest<{ profiles: Card[] }>('GET', '/api/family/profiles', undefined, { cache: 'no-store' }),
      apiRequest<FamilyGroupsAnswer>('GET', '/api/family/groups', undefined, { cache: 'no-store' }),
    ]);
    if (profiles.ok) {
      const kids = profiles.data.profiles.filter((p) => p.kind === 'child');
      setChildren(kids);
      setChildId((id) => id || kids[0]?.id || '');
    }
    if (groups.ok) setData(groups.data);
  }

  useEffect(() => {
    setCode(new URL(window.location.href).searchParams.get('code') ?? '');
    void load();
    return onFamilyChange(() => void load());
  }, []);

  const childPath = (id: string) => `/api/family/children/${encodeURIComponent(id)}/groups`;

  async function check(event: FormEvent): Promise<void> {
    event.preventDefault();
    const r = await apiRequest<Preview>('POST', `${childPath(childId)}/preview`, { code });
    if (!r.ok) return setError(r.message);
    setError('');
    setPreview(r.data);
  }

  async function confirm(): Promise<void> {
    const r = await apiRequest('POST', childPath(childId), { code });
    if (!r.ok) return setError(r.message);
    toast({ title: m.groups_joined({ name: preview?.leaderSees.nickname ?? '' }), variant: 'success' });
    setPreview(null);
    setCode('');
    await load();
  }

  async function leave(member: Membership, nickname: string): Promise<void> {
    if (!window.confirm(m.groups_leave_confirm({ name: nickname, group: member.name }))) return;
    const r = await apiRequest('DELETE', `${childPath(member.learnerId)}/${encodeURIComponent(member.id)}`);
    if (!r.ok) return void toast({ title: m.groups_error(), description: r.message, variant: 'error' });
    toast({ title: m.groups_left({ name: nickname }), variant: 'success' });
    await load();
  }

  async function setNoteMail(enabled: boolean): Promise<void> {
    const r = await apiRequest('PUT', '/api/family/group-notes-mail', { enabled });
    if (!r.ok) return void toast({ title: m.groups_error(), description: r.message, variant: 'error' });
    await load();
  }

  const nameOf = (id: string): string => children.find((c) => c.id === id)?.name ?? '';

  return (
    <CardSection titleId="class-groups-title" title={m.groups_family_title()}>
      <p className="mt-2 text-slate-700">{m.groups_family_hint()}</p>
      {data && data.memberships.length > 0 ? (
        <ul className="mt-3 grid gap-2" data-family-memberships>
          {data.memberships.map((g) => (
            <li key={`${g.learnerId}-${g.id}`} className="flex flex-wrap items-center gap-3">
              <span>
                {m.groups_membership({ name: nameOf(g.learnerId), group: g.name, leader: g.leaderName })}
              </span>
              <button type="button" className="btn-ghost" onClick={() => void leave(g, nameOf(g.learnerId))}>
                {m.groups_leave({ name: nameOf(g.learnerId) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {data === null ? (
        <p role="status" className="mt-3 text-slate-700">
          {m.groups_loading()}
        </p>
      ) : children.length === 0 ? (
        <p className="mt-3 text-slate-700">{m.groups_family_no_children()}</p>
      ) : preview ? (
        <div className="mt-4 rounded-2xl bg-brand-100 p-4" data-join-preview>
          <h3 className="text-xl font-bold text-brand-900">{preview.group.name}</h3>
          <p className="mt-1 text-slate-800">
            {m.groups_preview_leader({ leader: preview.group.leaderName })}
          </p>
          <p className="mt-3 font-semibold text-slate-900">{m.groups_preview_sees()}</p>
          <p className="mt-1 inline-flex items-center gap-2 text-slate-800">
            {isAvatarId(preview.leaderSees.avatar) ? (
              <img
                src={avatarArt(preview.leaderSees.avatar)}
                alt=""
                width={32}
                height={32}
                className="h-8 w-8"
              />
            ) : null}
            {m.groups_preview_sees_detail({ name: preview.leaderSees.nickname })}
          </p>
          <p className="mt-1 text-slate-800">{m.groups_preview_never()}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => void confirm()}>
              {m.groups_join_confirm({ name: preview.leaderSees.nickname })}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setPreview(null)}>
              {m.groups_cancel()}
            </button>
          </div>
          {error ? (
            <p role="alert" className="mt-2 font-semibold text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <form className="mt-4 grid max-w-md gap-3" onSubmit={(e) => void check(e)} noValidate>
          <div>
            <label htmlFor="join-child" className="font-bold text-slate-800">
              {m.groups_join_child()}
            </label>
            <select
              id="join-child"
              className={inputFrameClass}
              value={childId}
              onChange={(e) => setChildId(e.target.value)}
            >
              {children.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <label className="font-bold text-slate-800">
            {m.groups_join_code()}
            <input
              className={`${inputFrameClass} font-mono uppercase tracking-widest`}
              value={code}
              maxLength={16}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              aria-describedby={error ? 'join-code-error' : undefined}
            />
          </label>
          {error ? (
            <p id="join-code-error" role="alert" className="font-semibold text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-primary justify-self-start">
            {m.groups_join_check()}
          </button>
        </form>
      )}

      {data && data.memberships.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-bold text-brand-900">{m.groups_notes_title()}</h3>
          <label className="mt-2 flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={data.noteMail}
              onChange={(e) => void setNoteMail(e.target.checked)}
            />
            {m.groups_note_mail_label()}
          </label>
          {data.notes.length === 0 ? (
            <p className="mt-2 text-slate-700">{m.groups_notes_none()}</p>
          ) : (
            <ul className="mt-3 grid gap-2" data-family-notes>
              {data.notes.map((n) => (
                <li key={n.id} className="rounded-2xl bg-brand-100 p-3 text-slate-800">
                  <p className="text-sm font-semibold text-slate-700">
                    {n.groupName} · {n.createdAt.slice(0, 10)}
                  </p>
                  <p className="whitespace-pre-line">{n.body}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </CardSection>
  );
}

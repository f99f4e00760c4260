import { lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { apiRequest } from '../../client/request.ts';
import { onFamilyChange } from '../../stores/family-changes.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';

/**
 * The card's words, from the catalogues at build time (src/pages/family/index.astro), so the island
 * carries none; `{name}`-style placeholders are filled here.
 */
export interface FamilyGroupsWords {
  title: string;
  hint: string;
  loading: string;
  error: string;
  noChildren: string;
  joinOpen: string;
  membership: string;
  leave: string;
  leaveConfirm: string;
  left: string;
  notesTitle: string;
  noteMail: string;
  notesNone: string;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

// The join form loads when the parent asks for it (or comes with a code), not with the page.
const JoinGroupForm = lazy(() => import('./JoinGroupForm.tsx'));

interface Card {
  id: string;
  kind: string;
  name: string;
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

/**
 * /family's "Class groups": the children's groups (a child can be taken out at any time), the
 * take-home notes and whether to get them by e-mail, and joining a child to a class with its code.
 * Only the parent sees this card (the page's guard; the server answers 403 to a child's profile).
 */
export default function FamilyGroups({ words }: { words: FamilyGroupsWords }): ReactElement {
  const [children, setChildren] = useState<Card[]>([]);
  const [data, setData] = useState<FamilyGroupsAnswer | null>(null);
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);

  async function load(): Promise<void> {
    const [profiles, groups] = await Promise.all([
      apiRequest<{ profiles: Card[] }>('GET', '/api/family/profiles', undefined, { cache: 'no-store' }),
      apiRequest<FamilyGroupsAnswer>('GET', '/api/family/groups', undefined, { cache: 'no-store' }),
    ]);
    if (profiles.ok) setChildren(profiles.data.profiles.filter((p) => p.kind === 'child'));
    if (groups.ok) setData(groups.data);
  }

  useEffect(() => {
    const given = new URL(window.location.href).searchParams.get('code') ?? '';
    setCode(given);
    setJoining(given !== '');
    void load();
    return onFamilyChange(() => void load());
  }, []);

  async function leave(member: Membership, nickname: string): Promise<void> {
    if (!window.confirm(fill(words.leaveConfirm, { name: nickname, group: member.name }))) return;
    const child = encodeURIComponent(member.learnerId);
    const r = await apiRequest(
      'DELETE',
      `/api/family/children/${child}/groups/${encodeURIComponent(member.id)}`,
    );
    if (!r.ok) return void toast({ title: words.error, description: r.message, variant: 'error' });
    toast({ title: fill(words.left, { name: nickname }), variant: 'success' });
    await load();
  }

  async function setNoteMail(enabled: boolean): Promise<void> {
    const r = await apiRequest('PUT', '/api/family/group-notes-mail', { enabled });
    if (!r.ok) return void toast({ title: words.error, description: r.message, variant: 'error' });
    await load();
  }

  const nameOf = (id: string): string => children.find((c) => c.id === id)?.name ?? '';
  const inGroups = data !== null && data.memberships.length > 0;

  return (
    <CardSection titleId="class-groups-title" title={words.title}>
      <p className="mt-2 text-slate-700">{words.hint}</p>
      {inGroups ? (
        <ul className="mt-3 grid gap-2" data-family-memberships>
          {data.memberships.map((g) => (
            <li key={`${g.learnerId}-${g.id}`} className="flex flex-wrap items-center gap-3">
              <span>
                {fill(words.membership, { name: nameOf(g.learnerId), group: g.name, leader: g.leaderName })}
              </span>
              <button type="button" className="btn-ghost" onClick={() => void leave(g, nameOf(g.learnerId))}>
                {fill(words.leave, { name: nameOf(g.learnerId) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {data === null ? (
        <p role="status" className="mt-3 text-slate-700">
          {words.loading}
        </p>
      ) : children.length === 0 ? (
        <p className="mt-3 text-slate-700">{words.noChildren}</p>
      ) : joining ? (
        <Suspense fallback={<p className="mt-3 text-slate-700">{words.loading}</p>}>
          <JoinGroupForm
            key={children.map((c) => c.id).join()}
            learners={children}
            initialCode={code}
            onJoined={load}
          />
        </Suspense>
      ) : (
        <button type="button" className="btn-primary mt-4" onClick={() => setJoining(true)}>
          {words.joinOpen}
        </button>
      )}

      {inGroups ? (
        <>
          <h3 className="mt-6 text-xl font-bold text-brand-900">{words.notesTitle}</h3>
          <label className="mt-2 flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={data.noteMail}
              onChange={(e) => void setNoteMail(e.target.checked)}
            />
            {words.noteMail}
          </label>
          {data.notes.length === 0 ? (
            <p className="mt-2 text-slate-700">{words.notesNone}</p>
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

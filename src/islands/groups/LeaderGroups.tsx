import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { BoxInput, inputFrameClass } from '../shared/LabelledField.tsx';
import { GroupPanel } from './GroupPanel.tsx';
import type { LedGroup, TargetChoices } from './group-types.ts';

/**
 * /groups/: the groups the adult leads, a form to start one, and one group's panel when the address
 * names it (?id=). An invitation to co-lead (?invite=) is accepted here, signed in.
 */
export default function LeaderGroups({ choices }: { choices: TargetChoices }): ReactElement {
  const [groups, setGroups] = useState<LedGroup[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  async function load(): Promise<void> {
    const r = await apiRequest<{ groups: LedGroup[] }>('GET', '/api/groups', undefined, {
      cache: 'no-store',
    });
    if (r.ok) setGroups(r.data.groups);
    else setError(r.message);
  }

  useEffect(() => {
    const params = new URL(window.location.href).searchParams;
    setOpenId(params.get('id'));
    const invite = params.get('invite');
    if (invite) void accept(invite);
    else void load();
  }, []);

  async function accept(token: string): Promise<void> {
    const r = await apiRequest<{ id: string }>('POST', '/api/groups/co-leaders/accept', { token });
    if (r.ok) {
      toast({ title: m.groups_co_leader_welcome(), variant: 'success' });
      open(r.data.id);
    } else toast({ title: m.groups_error(), description: r.message, variant: 'error' });
    await load();
  }

  function open(id: string | null): void {
    setOpenId(id);
    window.history.replaceState(null, '', id ? `/groups/?id=${encodeURIComponent(id)}` : '/groups/');
  }

  async function create(event: FormEvent): Promise<void> {
    event.preventDefault();
    const r = await apiRequest<{ id: string; code: string }>('POST', '/api/groups', { name });
    if (!r.ok) return setError(r.message);
    setError('');
    setName('');
    toast({
      title: m.groups_created(),
      description: m.groups_code_is({ code: r.data.code }),
      variant: 'success',
    });
    await load();
    open(r.data.id);
  }

  if (openId) {
    return <GroupPanel groupId={openId} choices={choices} onClose={() => open(null)} onChanged={load} />;
  }

  return (
    <div className="grid gap-6">
      <CardSection titleId="my-groups-title" title={m.groups_my_groups()}>
        {groups === null ? (
          <p role="status" className="mt-2 text-slate-700">
            {m.groups_loading()}
          </p>
        ) : groups.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.groups_none_yet()}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {groups.map((g) => (
              <li key={g.id}>
                <a
                  href={`/groups/?id=${encodeURIComponent(g.id)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    open(g.id);
                  }}
                  className={
                    'flex flex-wrap items-center justify-between gap-2 rounded-2xl p-3 ring-1 ring-slate-200 ' +
                    'hover:bg-brand-100'
                  }
                >
                  <span className="font-bold text-brand-800">{g.name}</span>
                  <span className="text-slate-700">
                    {m.groups_member_count({ count: g.memberCount })}
                    {g.role === 'co_leader' ? ` · ${m.groups_role_co_leader()}` : ''}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <CardSection titleId="new-group-title" title={m.groups_new_group()}>
        <p className="mt-2 text-slate-700">{m.groups_new_group_hint()}</p>
        <form className="mt-3 grid max-w-md gap-3" onSubmit={(e) => void create(e)} noValidate>
          <div>
            <BoxInput
              id="group-name"
              label={m.groups_name_label()}
              labelClassName="font-bold text-slate-800"
              value={name}
              onChange={setName}
              className={inputFrameClass}
              maxLength={80}
              aria-describedby={error ? 'group-name-error' : undefined}
            />
            {error ? (
              <p id="group-name-error" role="alert" className="mt-1 font-semibold text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary justify-self-start">
            {m.groups_create()}
          </button>
        </form>
      </CardSection>
    </div>
  );
}

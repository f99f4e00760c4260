import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { avatarArt, isAvatarId } from '../../lib/art.ts';
import { toast } from '../../stores/toasts.ts';
import { inputFrameClass } from '../shared/LabelledField.tsx';

interface Preview {
  group: { id: string; name: string; leaderName: string };
  leaderSees: { nickname: string; avatar: string };
}

/**
 * Joining a child to a class: the code, then the group, its leader's name and exactly what its
 * leaders will see of the child, then the parent's confirmation. Loaded when the parent asks for it.
 */
export default function JoinGroupForm({
  learners,
  initialCode,
  onJoined,
}: {
  /** The family's children. */
  learners: Array<{ id: string; name: string }>;
  initialCode: string;
  onJoined: () => Promise<void>;
}): ReactElement {
  const [childId, setChildId] = useState(learners[0]?.id ?? '');
  const [code, setCode] = useState(initialCode);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');
  const childPath = `/api/family/children/${encodeURIComponent(childId)}/groups`;

  async function check(event: FormEvent): Promise<void> {
    event.preventDefault();
    const r = await apiRequest<Preview>('POST', `${childPath}/preview`, { code });
    if (!r.ok) return setError(r.message);
    setError('');
    setPreview(r.data);
  }

  async function confirm(): Promise<void> {
    const r = await apiRequest('POST', childPath, { code });
    if (!r.ok) return setError(r.message);
    toast({ title: m.groups_joined({ name: preview?.leaderSees.nickname ?? '' }), variant: 'success' });
    setPreview(null);
    setCode('');
    await onJoined();
  }

  const errorLine = error ? (
    <p id="join-code-error" role="alert" className="font-semibold text-red-700">
      {error}
    </p>
  ) : null;

  if (preview) {
    return (
      <div className="mt-4 rounded-2xl bg-brand-100 p-4" data-join-preview>
        <h3 className="text-xl font-bold text-brand-900">{preview.group.name}</h3>
        <p className="mt-1 text-slate-800">{m.groups_preview_leader({ leader: preview.group.leaderName })}</p>
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
        {errorLine}
      </div>
    );
  }

  return (
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
          {learners.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="join-code" className="font-bold text-slate-800">
          {m.groups_join_code()}
        </label>
        <input
          id="join-code"
          className={`${inputFrameClass} font-mono uppercase tracking-widest`}
          value={code}
          maxLength={16}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={error ? 'join-code-error' : undefined}
        />
      </div>
      {errorLine}
      <button type="submit" className="btn-primary justify-self-start">
        {m.groups_join_check()}
      </button>
    </form>
  );
}

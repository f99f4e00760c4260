import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { localHref } from '../../i18n/paths.ts';
import { type AvatarId, avatarArt, isAvatarId } from '../../lib/art.ts';
import { safeNextPath } from '../../lib/safe-next-path.ts';
import { learnerHref } from '../../stores/language.ts';
import { switchLearner } from '../../stores/learner.ts';

import { useSession } from '../shared/use-session.ts';
import { PinField } from './ParentPin.tsx';

interface ProfileCard {
  id: string;
  kind: 'self' | 'child';
  name: string;
  avatar: string;
}

const art = (avatar: string): string => avatarArt(isAvatarId(avatar) ? avatar : ('lamb' satisfies AvatarId));

/** /who: "Who's learning today?", the family's avatars; the parent's own needs the PIN from a child. */
export default function WhoIsLearning(): ReactElement | null {
  const session = useSession();
  const [profiles, setProfiles] = useState<ProfileCard[] | null>(null);
  const [activeId, setActiveId] = useState('');
  const [hasPin, setHasPin] = useState(false);
  const [askPinFor, setAskPinFor] = useState<ProfileCard | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (session.loading) return;
    if (!session.user) {
      window.location.replace(`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/who/'))}`);
      return;
    }
    void apiRequest<{ profiles: ProfileCard[]; activeId: string; hasPin: boolean }>(
      'GET',
      '/api/family/profiles',
    ).then((result) => {
      if (!result.ok) return setError(result.message);
      setProfiles(result.data.profiles);
      setActiveId(result.data.activeId);
      setHasPin(result.data.hasPin);
    });
  }, [session.loading, session.user]);

  async function choose(profile: ProfileCard, withPin?: string): Promise<void> {
    setError('');
    const fromChild = profiles?.find((p) => p.id === activeId)?.kind === 'child';
    if (profile.kind === 'self' && fromChild && hasPin && withPin === undefined) {
      setAskPinFor(profile);
      return;
    }
    const result = await switchLearner(profile.id, withPin);
    if (!result.ok) return setError(result.message);
    // A child lands on a home of their own (/me/); the parent where the site begins. Each in their
    // own language (a bilingual family's Spanish child on /es/me/).
    const home = profile.kind === 'child' ? '/me/' : '/explorer/';
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? home;
    window.location.assign(learnerHref(next));
  }

  function submitPin(event: FormEvent): void {
    event.preventDefault();
    if (askPinFor) void choose(askPinFor, pin);
  }

  return (
    <section className="text-center" aria-labelledby="who-title">
      <h1 id="who-title" className="page-title">
        {m.site_who_title()}
      </h1>
      {!profiles ? (
        <p role="status" className="lead mt-6">
          {error || m.site_loading()}
        </p>
      ) : (
        <ul className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-3" data-who-list>
          {profiles.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => void choose(p)}
                aria-pressed={p.id === activeId}
                className="card flex w-full flex-col items-center gap-2 hover:ring-4 hover:ring-brand-300"
                data-who={p.name}
              >
                <img src={art(p.avatar)} alt="" width={96} height={96} className="h-24 w-24" />
                <span className="text-xl font-extrabold text-brand-900">{p.name}</span>
                {p.kind === 'self' && <span className="text-sm text-slate-700">{m.site_who_parent()}</span>}
                {p.id === activeId && (
                  <span
                    className="rounded-full bg-leaf-100 px-3 py-1 text-sm font-bold text-leaf-700"
                    data-who-active
                  >
                    {m.family_learning_now()}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {askPinFor && (
        <form
          onSubmit={submitPin}
          className="card mx-auto mt-6 grid max-w-sm justify-center gap-3"
          data-pin-form
        >
          <PinField
            id="who-pin"
            label={m.site_who_parent_pin()}
            value={pin}
            onChange={setPin}
            className={
              'mx-auto min-h-11 w-52 rounded-2xl bg-white px-4 text-center text-2xl tracking-widest ' +
              'ring-1 ring-slate-300'
            }
          />
          <button type="submit" className="btn-primary">
            {m.site_who_continue()}
          </button>
        </form>
      )}
      {profiles && error && (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

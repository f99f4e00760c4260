import { type ReactElement, useEffect, useState } from 'react';
import { m } from '#messages';
import { localHref } from '../../i18n/paths.ts';
import { type AvatarId, avatarArt, isAvatarId } from '../../lib/art.ts';
import type { BadgeWords } from '../../lib/learn/translations.ts';
import { todaysThings } from '../../lib/learner-home.ts';
import { useEntitled, useSession } from '../shared/use-session.ts';
import { BadgeShelf } from './BadgeShelf.tsx';
import { type HomeData, type HomeGame, loadHomeData } from './home-data.ts';
import { TodayThings } from './TodayThings.tsx';

const art = (avatar: string): string => avatarArt(isAvatarId(avatar) ? avatar : ('lamb' satisfies AvatarId));

/**
 * /me/: the learner's own home (issue 37.2). "Hi Noah!" with the avatar, today's three things in the
 * order of the child's start (src/lib/learner-home.ts), the streak and the badges. No plan or price
 * is offered here (src/lib/offers.ts). A visitor is sent to sign in.
 */
export default function ChildHome({
  games,
  badgeWords = {},
}: {
  games: HomeGame[];
  /** The badges' words in the page's language, by id (the API names them in English). */
  badgeWords?: BadgeWords;
}): ReactElement {
  const session = useSession();
  const entitled = useEntitled();
  const [data, setData] = useState<HomeData | null>(null);
  const profileId = session.profile?.id;

  useEffect(() => {
    if (session.loading) return;
    if (!session.user) {
      window.location.replace(`${localHref('/auth/')}?next=${encodeURIComponent(localHref('/me/'))}`);
      return;
    }
    void loadHomeData(games, entitled).then(setData);
  }, [session.loading, session.user, profileId, games, entitled]);

  const profile = session.profile;
  if (!profile || !data) {
    return (
      <p role="status" className="lead mt-6 text-center">
        {m.home_loading()}
      </p>
    );
  }
  const things = todaysThings(profile.start ?? 'reader', data.facts);
  return (
    <div className="grid gap-8" data-child-home={profile.start ?? 'self'}>
      <section className="flex flex-wrap items-center gap-4" aria-labelledby="home-hi">
        <img src={art(profile.avatar)} alt="" width={96} height={96} className="h-24 w-24" />
        <div>
          <h1 id="home-hi" className="page-title">
            {m.home_hi({ name: profile.name })}
          </h1>
          <a href={localHref('/who/')} className="font-semibold text-brand-700 underline">
            {m.home_switch()}
          </a>
        </div>
      </section>

      <section aria-labelledby="home-today-title">
        <h2 id="home-today-title" className="section-title">
          {m.home_today()}
        </h2>
        <TodayThings things={things} />
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section className="card" aria-labelledby="home-streak-title" data-home-streak>
          <h2 id="home-streak-title" className="section-title">
            {m.home_streak_title()}
          </h2>
          <p className="mt-2 text-2xl font-extrabold text-orange-800">
            <span aria-hidden="true">🔥 </span>
            {m.home_streak_days({ count: data.streak?.current ?? 0 })}
          </p>
          {data.streak?.message && <p className="mt-1 text-slate-700">{data.streak.message}</p>}
        </section>
        <BadgeShelf badges={data.badges} words={badgeWords} />
      </div>
    </div>
  );
}

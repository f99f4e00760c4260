import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { artHeight, artWidth, emptyArt } from '../../lib/art.ts';
import type { PublishedDevotional } from '../../lib/devotionals/devotional.ts';
import { pastDevotionals, publishedDevotionals, todaysDevotional } from '../../lib/devotionals/select.ts';
import { type Day, formatDayShort } from '../../lib/site-day.ts';
import { loadSession } from '../../stores/session.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSession } from '../shared/use-session.ts';
import { useSiteToday } from '../shared/use-site-today.ts';
import { DevotionalBody } from './DevotionalBody.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { LargeViewDialog } from './LargeViewDialog.tsx';
import { PastDevotionalsDialog } from './PastDevotionalsDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { useRecentDevotionals } from './use-recent-devotionals.ts';

export interface DevotionalsSectionProps {
  /** Scheduled and latest devotionals shipped with the page (enough to find today's). */
  devotionals: PublishedDevotional[];
  buildDay: Day;
  timeZone: string;
  /** The build's static list of recent devotionals, loaded when a dialog needs it. */
  recentUrl: string;
  /** Level of the cards' headings: 2 on /devotionals/, 3 inside the home page's section. */
  headingLevel: 2 | 3;
}

const pastPreviewCount = 3;

/** The devotionals section: Nugget for Today, Past Devotions, and Bulk Import for admins. */
export default function DevotionalsSection(props: DevotionalsSectionProps): ReactElement {
  const { buildDay, timeZone, recentUrl, headingLevel } = props;
  const today = useSiteToday(timeZone, buildDay);
  const session = useSession();
  const isAdmin = useHydrated() && session.isAdmin;
  const { list, state, load } = useRecentDevotionals(props.devotionals, recentUrl);
  const [largeId, setLargeId] = useState<number | null>(null);
  const [pastOpen, setPastOpen] = useState(false);
  const [sharing, setSharing] = useState<PublishedDevotional | null>(null);
  useEffect(() => void loadSession(), []);

  const nugget = useMemo(() => todaysDevotional(list, today), [list, today]);
  const past = useMemo(() => pastDevotionals(list, today), [list, today]);
  const published = useMemo(() => publishedDevotionals(list, today), [list, today]);
  const sub = (headingLevel + 1) as HeadingLevel;

  const openLarge = (id: number): void => {
    load();
    setPastOpen(false);
    setLargeId(id);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3" data-devotionals-section>
      <section className="card lg:col-span-2" aria-labelledby="nugget-title" data-nugget>
        <Heading
          level={headingLevel}
          id="nugget-title"
          className="text-sm font-extrabold tracking-wide text-coral-700 uppercase"
        >
          <span aria-hidden="true">🌟 </span>Nugget for Today
        </Heading>
        {nugget ? (
          <div className="mt-3">
            <DevotionalBody devotional={nugget} headingLevel={sub} truncate />
            <div className="mt-5 flex flex-wrap gap-3">
              <button type="button" className="btn-sun" onClick={() => setSharing(nugget)}>
                <span aria-hidden="true">📤</span> Share This
              </button>
              <button type="button" className="btn-ghost" onClick={() => openLarge(nugget.id)}>
                <span aria-hidden="true">🔍</span> Large View
              </button>
              <a href={nugget.path} className="btn-ghost">
                Open its page
              </a>
            </div>
          </div>
        ) : (
          <div className="mt-4 rounded-2xl bg-brand-50 p-6 text-center">
            <img
              src={emptyArt.devotionals}
              alt=""
              width={artWidth}
              height={artHeight}
              loading="lazy"
              decoding="async"
              className="mx-auto mb-4 h-auto w-60 max-w-full rounded-2xl"
            />
            <p className="text-lg font-bold text-slate-900">No devotionals available</p>
            <p className="mt-1 text-slate-700">Check back later for daily inspiration!</p>
          </div>
        )}
      </section>

      <div className="grid content-start gap-6">
        <section className="card" aria-labelledby="past-title" data-past-card>
          <Heading level={headingLevel} id="past-title" className="text-xl font-extrabold text-brand-900">
            <span aria-hidden="true">📚 </span>Past Devotions
          </Heading>
          {past.length === 0 ? (
            <p className="mt-2 text-slate-700">No past devotionals yet.</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {past.slice(0, pastPreviewCount).map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    onClick={() => openLarge(d.id)}
                    className="w-full rounded-2xl bg-brand-50 px-4 py-3 text-left hover:bg-brand-100"
                  >
                    <span className="block text-sm font-semibold text-slate-600">
                      {formatDayShort(d.date)}
                    </span>
                    <span className="block font-bold text-brand-900">{d.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="btn-primary mt-4 w-full"
            onClick={() => {
              load();
              setPastOpen(true);
            }}
          >
            See all past devotions
          </button>
        </section>

        {isAdmin && (
          <section className="card ring-2 ring-coral-500" aria-labelledby="bulk-title" data-bulk-import-card>
            <Heading level={headingLevel} id="bulk-title" className="text-xl font-extrabold text-brand-900">
              <span aria-hidden="true">📥 </span>Bulk Import
            </Heading>
            <p className="mt-2 text-slate-700">Add many devotionals at once in the admin panel.</p>
            <a href="/admin/?tab=devotionals" target="_blank" rel="noopener" className="btn-ghost mt-3">
              Open the admin panel<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>
        )}
      </div>

      <PastDevotionalsDialog
        open={pastOpen}
        past={past}
        state={state}
        onClose={() => setPastOpen(false)}
        onRead={openLarge}
      />
      <LargeViewDialog
        list={published}
        openId={largeId}
        onClose={() => setLargeId(null)}
        onShare={(d) => {
          setLargeId(null);
          setSharing(d);
        }}
      />
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}

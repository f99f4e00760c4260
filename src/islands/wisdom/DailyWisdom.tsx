import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { wisdomProverbLimit } from '../../lib/entitlements.ts';
import type { Day } from '../../lib/site-day.ts';
import {
  isWisdomLocked,
  nextIndex,
  planBanner,
  previousIndex,
  proverbCounter,
  startIndex,
  visibleProverbs,
  wisdomSource,
} from '../../lib/wisdom/daily.ts';
import type { WisdomItem } from '../../lib/wisdom/proverb.ts';
import { loadSession } from '../../stores/session.ts';
import { Heading, type HeadingLevel } from '../devotionals/Heading.tsx';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useEntitled, useSession } from '../shared/use-session.ts';
import { useSiteToday } from '../shared/use-site-today.ts';

export interface DailyWisdomProps {
  /** Active proverbs, newest first, from the build; empty falls back on the built-in list. */
  proverbs: WisdomItem[];
  buildDay: Day;
  timeZone: string;
  /** Level of the card's own heading; null hides it (inside a panel that already says "Daily Wisdom"). */
  headingLevel?: HeadingLevel | null;
}

/**
 * The Daily Wisdom card: today's proverb (day of the year modulo
 * the list), previous / next wrapping around, and the plan's limit from the entitlement rules.
 */
export default function DailyWisdom({
  proverbs,
  buildDay,
  timeZone,
  headingLevel = 3,
}: DailyWisdomProps): ReactElement {
  const session = useSession();
  // The first render matches the server's HTML (plan unknown) even when the session is already known.
  const hydrated = useHydrated();
  const loading = !hydrated || session.loading;
  const who = useEntitled();
  const today = useSiteToday(timeZone, buildDay);
  const limit = wisdomProverbLimit(who);
  const list = useMemo(() => visibleProverbs(wisdomSource(proverbs), limit), [proverbs, limit]);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => void loadSession(), []);
  // A new day or a different plan starts again from the day's proverb.
  useEffect(() => setChosen(null), [today, list.length]);

  const count = list.length;
  const index = chosen !== null && chosen < count ? chosen : startIndex(today, count);
  const item = list[index];
  const banner = planBanner(limit);
  const detail = headingLevel === null ? 3 : ((headingLevel + 1) as HeadingLevel);

  return (
    <section
      className="card"
      aria-label={headingLevel === null ? 'Daily Wisdom' : undefined}
      aria-labelledby={headingLevel === null ? undefined : 'wisdom-title'}
      data-daily-wisdom
    >
      {headingLevel !== null && (
        <Heading level={headingLevel} id="wisdom-title" className="text-xl font-extrabold text-brand-900">
          <span aria-hidden="true">💡 </span>Daily Wisdom
        </Heading>
      )}
      {loading ? (
        <p role="status" className="mt-3 text-slate-700">
          Loading wisdom...
        </p>
      ) : isWisdomLocked(limit) || !item ? (
        <div className="mt-3 rounded-2xl bg-sun-100 p-5 text-center" data-wisdom-locked>
          <p className="text-4xl" aria-hidden="true">
            🔒
          </p>
          <p className="mt-2 text-lg font-extrabold text-slate-900">Unlock Daily Wisdom!</p>
          <p className="mt-1 text-slate-700">
            Upgrade your plan to get a new proverb with its meaning every day.
          </p>
          <a href="/subscription/" className="btn-primary mt-4">
            Upgrade Now
          </a>
        </div>
      ) : (
        <div className="mt-3 grid gap-4">
          {banner && (
            <p
              className="rounded-2xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900"
              data-wisdom-banner
            >
              {banner}.{' '}
              <a href="/subscription/" className="underline">
                Upgrade for more
              </a>
            </p>
          )}
          <figure>
            <blockquote className="font-serif text-xl leading-snug text-slate-900 italic">
              “{item.proverb}”
            </blockquote>
            {item.reference && (
              <figcaption className="mt-1 text-sm font-semibold text-slate-600">{item.reference}</figcaption>
            )}
          </figure>
          <div className="rounded-2xl bg-leaf-100 p-4">
            <Heading level={detail} className="font-extrabold text-leaf-700">
              What does this mean?
            </Heading>
            <p className="mt-1 text-slate-900">{item.meaning}</p>
          </div>
          <div className="rounded-2xl bg-grape-100 p-4">
            <Heading level={detail} className="font-extrabold text-grape-700">
              Why does this matter?
            </Heading>
            <p className="mt-1 text-slate-900">{item.whyItMatters}</p>
          </div>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              className="btn-ghost px-4"
              aria-label="Previous proverb"
              onClick={() => setChosen(previousIndex(index, count))}
            >
              <span aria-hidden="true">←</span>
            </button>
            <p className="text-sm font-bold text-slate-800" aria-live="polite">
              {proverbCounter(index, count)}
            </p>
            <button
              type="button"
              className="btn-ghost px-4"
              aria-label="Next proverb"
              onClick={() => setChosen(nextIndex(index, count))}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <button type="button" className="btn-sun w-full" onClick={() => setChosen(nextIndex(index, count))}>
            Next Wisdom <span aria-hidden="true">✨</span>
          </button>
        </div>
      )}
    </section>
  );
}

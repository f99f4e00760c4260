import type { ReactElement } from 'react';
import { formatReference, readingHref, todaysReading } from '../../lib/reading-day.ts';
import type { ReadingFields } from '../../lib/readings.ts';
import { type Day, formatDayLong } from '../../lib/site-day.ts';
import { Heading, type HeadingLevel } from '../devotionals/Heading.tsx';
import { useSiteToday } from '../shared/use-site-today.ts';

export interface TodaysReadingProps {
  /** The readings of the coming weeks, shipped with the page. */
  readings: ReadingFields[];
  buildDay: Day;
  timeZone: string;
  headingLevel?: HeadingLevel;
}

/** Today's passage of the reading plan (the next planned one when today has none). Open to everyone. */
export default function TodaysReading({
  readings,
  buildDay,
  timeZone,
  headingLevel = 3,
}: TodaysReadingProps): ReactElement {
  const today = useSiteToday(timeZone, buildDay);
  const choice = todaysReading(readings, today);
  const sub = (headingLevel + 1) as HeadingLevel;

  return (
    <section className="card" aria-labelledby="reading-title" data-todays-reading>
      <Heading level={headingLevel} id="reading-title" className="text-xl font-extrabold text-brand-900">
        <span aria-hidden="true">📖 </span>Today’s Reading
      </Heading>
      {choice ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-600">
            {choice.isToday ? 'Today' : 'Next reading'} ·{' '}
            <time dateTime={choice.reading.date}>{formatDayLong(choice.reading.date)}</time>
          </p>
          <Heading level={sub} className="mt-1 text-lg font-extrabold text-slate-900">
            {choice.reading.title}
          </Heading>
          <p className="mt-1 font-serif text-lg text-brand-800">{formatReference(choice.reading)}</p>
          {choice.reading.notes && <p className="mt-2 text-slate-700">{choice.reading.notes}</p>}
          <a href={readingHref(choice.reading)} className="btn-primary mt-4">
            Read {formatReference(choice.reading)}
          </a>
        </div>
      ) : (
        <div className="mt-3">
          <p className="font-bold text-slate-900">No reading is planned for today.</p>
          <p className="mt-1 text-slate-700">Pick any chapter you like in the Bible Explorer!</p>
          <a href="/bible-explorer/" className="btn-ghost mt-3">
            Open the Bible Explorer
          </a>
        </div>
      )}
    </section>
  );
}
